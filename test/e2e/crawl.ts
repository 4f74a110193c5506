/**
 * Follows every internal link, stylesheet, script, image and module import of a
 * built site over HTTP, as a visitor's browser would, and returns what is broken.
 * Internal means same origin; a link outside the site's base path counts as broken
 * (it would land outside the publisher's folder).
 */
export interface Broken {
  url: string;
  from: string;
  status: number | string;
}

const ATTRS = /\b(?:href|src)\s*=\s*"([^"]*)"/g;
const CSS_URL = /url\(\s*['"]?([^'")]+)['"]?\s*\)/g;
const JS_IMPORT = /(?:import\(|from\s*|import\s*)["'](\.{1,2}\/[^"']+|\/[^"']+)["']/g;

export async function crawl(origin: string, base: string, start = base): Promise<{ visited: string[]; broken: Broken[] }> {
  const seen = new Set<string>();
  const queue: { url: string; from: string }[] = [{ url: new URL(start, origin).href, from: '(start)' }];
  const broken: Broken[] = [];
  while (queue.length > 0) {
    const { url, from } = queue.shift()!;
    const clean = url.split('#')[0];
    if (seen.has(clean)) continue;
    seen.add(clean);
    const parsed = new URL(clean);
    if (!parsed.pathname.startsWith(base)) {
      broken.push({ url: clean, from, status: `outside the base ${base}` });
      continue;
    }
    let res: Response;
    try {
      res = await fetch(clean, { redirect: 'follow' });
    } catch (e) {
      broken.push({ url: clean, from, status: String(e) });
      continue;
    }
    if (!res.ok) {
      broken.push({ url: clean, from, status: res.status });
      continue;
    }
    const type = res.headers.get('content-type') ?? '';
    const text = await res.text();
    const found: string[] = [];
    if (type.includes('html')) {
      // Text inside <pre>/<code> (the embed snippet) is shown, not followed.
      // Inline scripts are code, not markup: their strings are not links.
      const markup = text.replace(/<pre[\s\S]*?<\/pre>/g, '').replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, '$1</script>');
      for (const m of markup.matchAll(ATTRS)) found.push(m[1]);
      for (const m of markup.matchAll(/component-url="([^"]+)"|renderer-url="([^"]+)"/g)) found.push(m[1] ?? m[2]);
    } else if (type.includes('css')) {
      for (const m of text.matchAll(CSS_URL)) found.push(m[1]);
    } else if (type.includes('javascript')) {
      for (const m of text.matchAll(JS_IMPORT)) found.push(m[1]);
    }
    for (const ref of found) {
      if (!ref || ref.startsWith('data:') || ref.startsWith('mailto:') || ref.startsWith('javascript:') || ref.startsWith('#')) continue;
      const target = new URL(ref.replace(/&amp;/g, '&'), res.url);
      if (target.origin !== origin) continue;
      queue.push({ url: target.href, from: clean });
    }
  }
  return { visited: [...seen], broken };
}
