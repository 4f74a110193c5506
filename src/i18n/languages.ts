/** Languages the site can be published in. English is served at the root, every other under `/<code>/`. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The root language: the built-in rules text is written in it, and every translation is checked against it. */
export const ROOT_LANGUAGE = 'en' satisfies Language;
