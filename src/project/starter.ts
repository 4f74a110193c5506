import { DEFAULT_VARIANTS, VARIANT_CHOICES, type Variants } from '../engine';
import { VARIANT_NAMES } from './schema';

/** One line per variant for the starter file; a variant the engine adds must be described here (typed). */
const VARIANT_NOTES: Record<keyof Variants, string> = {
  portCard: 'moving a port marker with the Port card: instead of, or as well as, the phase\'s segment',
  tieBreak: 'a tie on points: settled by money, then by turn order; or by money only',
  purpleHome: 'does purple count at its home island when scoring?',
  purpleBranch: 'where new purple routes may start',
};

function variantLines(): string {
  return VARIANT_NAMES.map((name) => {
    const choices = VARIANT_CHOICES[name].map((c) => (c === DEFAULT_VARIANTS[name] ? `${c} (default)` : c)).join(' | ');
    return `  # ${VARIANT_NOTES[name]}: ${choices}\n  ${name}: ${DEFAULT_VARIANTS[name]}`;
  }).join('\n');
}

/**
 * The rulekit.yaml `rulekit site init` writes: every key present or shown
 * commented, each with a line on what it does, so a publisher reads the file once
 * and knows what to change. It builds as written. `command` runs the kit from the
 * project folder (see kitCommand): the comments name what works where the file is.
 */

/** The starter's theme keys, explained, as every starter's rulekit.yaml gives them. */
const THEME_HELP = `# Your colours and logo.
theme:
  # A hex colour for links and buttons, dark enough to read on white (4.5:1).
  # accent: "#0f5c8c"
  # An .svg, .png, .jpg or .webp file in this folder.
  # logo: logo.svg
`;
export function starterConfig(title = 'Clippers: our rules', builtInRules?: string, command = 'npx --no rulekit'): string {
  const startFrom = builtInRules ? `\n# To start from the built-in wording, copy a section's file from\n#   ${builtInRules}\n# into your folder and change what you like.` : '';
  return `# A Clippers Rulekit project. Run these in this folder.
# Check it:                     ${command} site check .
# Build the site into dist/:    ${command} site build .
# Work on it with live reload:  ${command} site dev .

# Shown in the header, the page titles and on the PDF's title page.
title: ${JSON.stringify(title)}

# The languages of the site: English at the root, each other under /<code>/
# (French: /fr/). Choices: en, fr. A translated rules section goes in rules/fr/.
languages: [en]

# The path the site will be served under: "/" for a site of its own,
# "/games/clippers/" for https://example.org/games/clippers/. Start and end with "/".
base: /

# The board: a map file in this folder (the editor's "Export" saves one).
map: board.json

# Where the rule texts disagree, the engine offers a choice. Unset: the default.
variants:
${variantLines()}

# Walkthroughs, in the order the home page lists them; each gets its own page.
# Leave the key out to show the built-in first round only.
walkthroughs:
  - walkthroughs/first-round.yaml

# A folder of .mdx files, each replacing the built-in rules section of the same
# name (overview, components, setup, the-round, port-markers, option-cards,
# laying-routes, alternate-routes, purple, bonuses, end-and-scoring, variants).
# Every rule id must keep exactly one <Rule id="…"> paragraph.${startFrom}
# rules: rules

${THEME_HELP}
# Pages you can leave out (true: built, false: not built).
pages:
  board: true
  editor: true
  statecharts: true
  play: true
`;
}

/**
 * The rulekit.yaml `rulekit site init --game <id>` writes for a game other than Clippers: no
 * map; the game's rules pages and walkthroughs, copied from the kit's own project of that game
 * (`content/<id>/`), listed so that the starter builds as written.
 */
export function moduleStarterConfig(o: { game: string; name: string; title: string; languages: readonly string[]; walkthroughs: readonly string[]; command: string }): string {
  return `# A Rulekit project for ${o.name}. Run these in this folder.
# Check it:                     ${o.command} site check .
# Build the site into dist/:    ${o.command} site build .
# Work on it with live reload:  ${o.command} site dev .

# The game whose rules the site publishes (\`rulekit games\` lists them).
game: ${o.game}

# Shown in the header and the page titles.
title: ${JSON.stringify(o.title)}

# The languages of the site: English at the root, each other under /<code>/
# (French: /fr/). Choices: en, fr. A translated rules page goes in rules/<code>/.
languages: [${o.languages.join(', ')}]

# The path the site will be served under: "/" for a site of its own,
# "/games/${o.game}/" for https://example.org/games/${o.game}/. Start and end with "/".
base: /

# A folder of .mdx files, one per rules page, each paragraph a <Rule id="…"> of
# the game's rule ids (the build fails on an id the game does not have, or one on
# the wrong page). These are the kit's own pages for ${o.name}: change what you like.
rules: rules

# Walkthroughs, in the order the home page lists them; each gets its own page,
# and every step is replayed by the game's rules engine before the site is built.
walkthroughs:
${o.walkthroughs.map((w) => `  - ${w}`).join('\n')}

${THEME_HELP}`;
}
