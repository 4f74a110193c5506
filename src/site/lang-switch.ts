/**
 * The links to this page in other languages (`data-lang-switch`, in the header) are
 * built with the page; on a page that keeps the reader's place in its address (the
 * walkthrough's `#step-7`, the search's `?q=`), they are brought up to date so that
 * switching language keeps it. Rules pages carry no script: their paragraphs have
 * their own language links.
 */
export function keepPlaceInLanguageLinks(doc: Document = document, location: Location = window.location): void {
  for (const a of doc.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]')) {
    const url = new URL(a.getAttribute('href') ?? '', location.href);
    if (url.origin !== location.origin) continue;
    a.setAttribute('href', `${url.pathname}${location.search}${location.hash}`);
  }
}
