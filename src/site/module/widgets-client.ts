import { isGameId, loadWidgets } from '../../games';
import { LANGUAGES, ROOT_LANGUAGE, type Language } from '../../i18n/languages';

/** Mounts every game widget of the page (see Widget.astro): the game's own code, reached through the registry. */
export async function mountWidgets(root: ParentNode = document): Promise<void> {
  for (const el of root.querySelectorAll<HTMLElement>('[data-rulekit-widget]:not([data-mounted])')) {
    el.dataset.mounted = 'true';
    const game = el.dataset.game;
    if (!isGameId(game)) continue;
    const widget = (await loadWidgets(game))[el.dataset.rulekitWidget ?? ''];
    if (!widget) {
      el.textContent = `No widget "${el.dataset.rulekitWidget}" in ${game}`;
      continue;
    }
    const lang: Language = (LANGUAGES as readonly string[]).includes(el.dataset.lang ?? '') ? (el.dataset.lang as Language) : ROOT_LANGUAGE;
    widget(el, { lang, home: el.dataset.home ?? '/', props: JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown> });
  }
}
