import type { idUses } from '../../editor/naming';
import type { EditorWords } from './words';

/** "3 links and 1 departure card": what renaming an island's id will touch, in the page's words. */
export function usesWords(uses: ReturnType<typeof idUses>, { say, count, locale }: Pick<EditorWords, 'say' | 'count' | 'locale'>): string {
  const parts = [
    uses.links ? count('editor.uses.links', uses.links) : '',
    uses.cards ? count('editor.uses.cards', uses.cards) : '',
    uses.companies ? count('editor.uses.companies', uses.companies) : '',
  ].filter(Boolean);
  return parts.length === 0 ? say('editor.uses.nothing') : new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
}
