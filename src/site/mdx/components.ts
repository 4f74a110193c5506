import Rule from '../Rule.astro';
import BoardNotes from './BoardNotes.astro';
import CompanyTable from './CompanyTable.astro';
import DepartureCards from './DepartureCards.astro';
import Fact from './Fact.astro';
import InForce from './InForce.astro';
import Island from './Island.astro';
import RoundStep from './RoundStep.astro';
import ScoreSum from './ScoreSum.astro';
import VariantTable from './VariantTable.astro';
import TableWrap from './TableWrap.astro';
import type { RulesComponent } from './names';

/** Every rules section, built-in or a publisher's, may use these without importing them (names.ts lists them for `site check`). */
export const RULES_COMPONENTS: Record<RulesComponent | 'table', unknown> = {
  Rule,
  Fact,
  CompanyTable,
  DepartureCards,
  InForce,
  VariantTable,
  BoardNotes,
  Island,
  ScoreSum,
  RoundStep,
  // Markdown tables, in the frame the site's own tables scroll in.
  table: TableWrap,
};
