/**
 * The rulekit.yaml `clippers site init` writes: every key present or shown
 * commented, each with a line on what it does, so a publisher reads the file once
 * and knows what to change. It builds as written.
 */
export function starterConfig(title = 'Clippers: our rules'): string {
  return `# A Clippers Rulekit project. Check it:  npx clippers site check .
# Build the site:                        npx clippers site build . --out dist
# Work on it with live reload:           npx clippers site dev .

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
  # replaces-placement (default) | in-addition
  portCard: replaces-placement
  # money-then-last-turn (default) | money-only
  tieBreak: money-then-last-turn
  # always (default) | when-active | never
  purpleHome: always

# Walkthroughs, in the order the home page lists them; each gets its own page.
# Leave the key out to show the built-in first round only.
walkthroughs:
  - walkthroughs/first-round.yaml

# A folder of .mdx files, each replacing the built-in rules section of the same
# name (overview, components, setup, the-round, port-markers, option-cards,
# laying-routes, alternate-routes, purple, bonuses, end-and-scoring, variants).
# Every rule id must keep exactly one <Rule id="…"> paragraph.
# rules: rules

# Your colours and logo.
theme:
  # A hex colour for links and buttons, dark enough to read on white (4.5:1).
  # accent: "#0f5c8c"
  # An .svg, .png, .jpg or .webp file in this folder.
  # logo: logo.svg

# Pages you can leave out (true: built, false: not built).
pages:
  board: true
  editor: true
  statecharts: true
`;
}
