/**
 * `<rules>/home.mdx` (and `<rules>/<lang>/home.mdx`): the home page's own words, not a rules
 * section. Its `title` is the home page's heading, its `summary` the line under it, its text what
 * follows the cards (in place of the toolkit's "The game in a minute").
 */
export const HOME_PAGE = 'home';
