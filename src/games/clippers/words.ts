import { CATALOGUES, type Language } from '../../i18n';
import { REFUSAL_WORDS } from '../../i18n/refusals';
import { ruleText, SECTION_TITLES } from '../../i18n/rules';
import { REFUSAL_CODES, RULE_IDS, VARIANT_CHOICES, type RefusalValues } from '../../engine';
import { NATIONS } from '../../map/schema';
import type { GameWords } from '../module';

/**
 * Clippers' words as the toolkit asks for them (`GameWords`), read from the catalogues the
 * Clippers pages already use, so nothing is written twice. The refusal sentences are still
 * functions there; here each becomes a template by wording it with its own placeholders
 * (`{island}` for the island), which the toolkit's `format` fills back in.
 */
const PLACEHOLDERS = ['player', 'company', 'owner', 'link', 'island', 'from', 'to', 'home', 'card', 'price', 'money', 'ports', 'phase', 'used', 'move', 'step', 'type'] as const;
const asPlaceholders = Object.fromEntries(PLACEHOLDERS.map((k) => [k, `{${k}}`])) as unknown as RefusalValues;

function wordsIn(lang: Language): GameWords {
  const say = CATALOGUES[lang] as Readonly<Record<string, string>>;
  const refusals: Record<string, string> = {};
  for (const code of REFUSAL_CODES) refusals[code] = REFUSAL_WORDS[lang][code](asPlaceholders);
  const variants: Record<string, GameWords['variants'][string]> = {};
  for (const [id, choices] of Object.entries(VARIANT_CHOICES)) {
    variants[id] = {
      name: say[`variant.${id}`] ?? id,
      hint: say[`variant.${id}.hint`],
      choices: Object.fromEntries((choices as readonly string[]).map((c) => [c, say[`variant.choice.${c}`] ?? c])),
    };
  }
  return {
    name: 'Clippers',
    tagline: lang === 'fr' ? 'Un jeu de routes maritimes et de comptoirs dans le Pacifique sud (Alan R. Moon, 2002).' : 'A game of shipping routes and trading posts in the South Pacific (Alan R. Moon, 2002).',
    seats: Object.fromEntries(NATIONS.map((n) => [n, { one: say[`nation.${n}`] ?? n }])),
    refusals,
    moves: {},
    events: {},
    rules: Object.fromEntries(RULE_IDS.map((id) => [id, { title: id, summary: ruleText(id, lang) }])),
    pages: SECTION_TITLES[lang],
    flow: {},
    variants,
    endings: {},
  };
}

export const WORDS: Readonly<Record<Language, GameWords>> = { en: wordsIn('en'), fr: wordsIn('fr') };
