/**
 * The search page's script (src/pages/[...lang]/search.astro): loads Pagefind's
 * index for the page's language on first use and lists matching rule paragraphs,
 * each a link to its anchor. The page hands over its messages and the index URL as
 * data attributes on the form.
 */
import { resultExcerpt } from './search-excerpt';
import { keepPlaceInLanguageLinks } from './lang-switch';
import { sayFrom, type Messages } from '../i18n/format';

interface Found {
  url: string;
  excerpt: string;
  /** The record's whole text, to tell where the excerpt was cut. */
  content: string;
  meta: { title: string; rule?: string };
}
interface Pagefind {
  options(o: object): Promise<void>;
  search(q: string): Promise<{ results: { data(): Promise<Found> }[] }>;
}
const form = document.querySelector<HTMLFormElement>('.search-form')!;
const say = sayFrom(JSON.parse(form.dataset.messages ?? '{}') as Messages);
const pagefindUrl = form.dataset.pagefind ?? '/pagefind/pagefind.js';
const input = document.getElementById('search-q') as HTMLInputElement;
const status = document.getElementById('search-status')!;
const list = document.getElementById('search-results')!;
let pagefind: Pagefind | null = null;
let asked = 0;
const load = async () => {
  if (!pagefind) {
    pagefind = (await import(/* @vite-ignore */ pagefindUrl)) as Pagefind;
    // The records' URLs already start with the site's base (src/i18n/search-index.ts); left to
    // itself Pagefind would put the folder its bundle sits in (the base again) in front of them.
    await pagefind.options({ excerptLength: 24, baseUrl: '/' });
  }
  return pagefind;
};
const show = async (query: string) => {
  const mine = ++asked;
  list.replaceChildren();
  if (!query.trim()) {
    status.textContent = say('search.hint');
    return;
  }
  status.textContent = say('search.loading');
  let found: Awaited<ReturnType<Pagefind['search']>>;
  try {
    found = await (await load()).search(query);
  } catch {
    status.textContent = say('search.unavailable');
    return;
  }
  const results = await Promise.all(found.results.slice(0, 20).map((r) => r.data()));
  if (mine !== asked) return;
  status.textContent = results.length === 0 ? say('search.none', { query }) : results.length === 1 ? say('search.one', { query }) : say('search.count', { count: results.length, query });
  for (const r of results) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = r.url;
    a.className = 'search-results__title';
    a.textContent = r.meta.title;
    if (r.meta.rule) a.dataset.rule = r.meta.rule;
    const p = document.createElement('p');
    // Pagefind's excerpt is the indexed text with <mark> around the matches; nothing else is HTML.
    p.innerHTML = resultExcerpt(r.excerpt, r.content, r.meta.rule);
    li.append(a, p);
    list.append(li);
  }
};
const query = new URLSearchParams(location.search).get('q') ?? '';
input.value = query;
document.getElementById('site-search-q')?.setAttribute('value', query);
void show(query);
keepPlaceInLanguageLinks();
let timer: ReturnType<typeof setTimeout> | undefined;
input.addEventListener('input', () => {
  clearTimeout(timer);
  timer = setTimeout(() => {
    history.replaceState(history.state, '', `?q=${encodeURIComponent(input.value)}`);
    keepPlaceInLanguageLinks();
    void show(input.value);
  }, 150);
});
form.addEventListener('submit', (e) => {
  e.preventDefault();
  history.replaceState(history.state, '', `?q=${encodeURIComponent(input.value)}`);
  keepPlaceInLanguageLinks();
  void show(input.value);
});
