// Files are saved with the editor's download helper (`downloadText`); this module names them.
export { downloadText } from '../editor/download';

/** A file name from a title: lower-case words joined by dashes. */
export const fileSlug = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'game';
