import { LANGUAGES, ROOT_LANGUAGE, type Language } from '../i18n/languages';

/**
 * `--lang <code>`, accepted anywhere on the command line by every command: the
 * language of the words a command prints (rule summaries, refusals, walkthrough
 * titles). Taken off before the command parses its own arguments.
 */
export function takeLanguage(argv: readonly string[]): { lang: Language; rest: string[] } | { error: string } {
  const rest: string[] = [];
  let lang: Language = ROOT_LANGUAGE;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    let value: string | undefined;
    if (arg === '--lang') value = argv[++i] ?? '';
    else if (arg.startsWith('--lang=')) value = arg.slice('--lang='.length);
    else {
      rest.push(arg);
      continue;
    }
    if (!(LANGUAGES as readonly string[]).includes(value)) return { error: `--lang "${value}" is not a language of the toolkit (have: ${LANGUAGES.join(', ')}).` };
    lang = value as Language;
  }
  return { lang, rest };
}
