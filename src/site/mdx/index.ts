import Rule from '../Rule.astro';
import Fact from './Fact.astro';
import CompanyTable from './CompanyTable.astro';
import DepartureCards from './DepartureCards.astro';
import InForce from './InForce.astro';
import VariantTable from './VariantTable.astro';
import BoardNotes from './BoardNotes.astro';

/** Components every rules section (built-in or a publisher's override) may use without importing them. */
export const RULES_COMPONENTS = { Rule, Fact, CompanyTable, DepartureCards, InForce, VariantTable, BoardNotes };
export const RULES_COMPONENT_NAMES = Object.keys(RULES_COMPONENTS);
