import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { literalTextIn } from './literal-text';

/**
 * No words written in a component: the play page's and the editor's components
 * take every user-facing string from the catalogues (src/i18n), so a French page
 * is French throughout.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const SCOPES = ['src/components/play', 'src/components/editor'];


const components = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? components(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : []));

describe('the literal-text finder', () => {
  const found = (src: string) => literalTextIn('x.tsx', src).map((f) => `${f.where}: ${f.text}`);

  it('reports JSX text, text attributes and literals a JSX child shows', () => {
    expect(found(`const A = () => <p title="Hello there">Undo <b>{busy ? 'Thinking…' : say('play.hint')}</b></p>;`)).toEqual(['attribute title: Hello there', 'jsx: Undo', 'expression: Thinking…']);
    expect(found('const A = ({ n }) => <button aria-label={`Remove ${n}`}>{`${n} left`}</button>;')).toEqual(['attribute aria-label: Remove ', 'expression:  left']);
  });

  it('leaves keys, comparisons, class names, symbols and data attributes alone', () => {
    expect(found(`const A = ({ m }) => <p className="play-btn quiet" data-testid="notice" title={say('play.hint.title')}>{m.type === 'pass' ? say('play.pass') : '—'}{' · '}{k > 0 && ', '}</p>;`)).toEqual([]);
    expect(found(`const A = () => <ul>{LIST.map((x) => <li key={x}>{say(\`play.speed.\${x}\`)}</li>)}</ul>;`)).toEqual([]);
  });
});

describe('components of the play page and the editor', () => {
  const files = SCOPES.flatMap(components).map((f) => relative(ROOT, join(ROOT, f)));

  it('finds the components it is meant to check', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files).toContain('src/components/play/GameBar.tsx');
    expect(files).toContain('src/components/editor/Toolbar.tsx');
  });

  it('write no user-facing text: it comes from the catalogues', () => {
    const offenders = files.flatMap((f) => literalTextIn(f, readFileSync(join(ROOT, f), 'utf8')).map((x) => `${f}:${x.line} (${x.where}) ${JSON.stringify(x.text)}`));
    expect(offenders).toEqual([]);
  });
});
