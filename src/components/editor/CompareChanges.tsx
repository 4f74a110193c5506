import type { ElementChange, FieldChange } from '../../editor/board-diff';
import type { MessageKey } from '../../i18n/en';
import type { BoardMap } from '../../map/schema';
import { useEditorWords, type EditorWords } from './words';

/** The board's changes against the baseline as a list ("Tahiti: value 4 → 6, ports 2 → 3"): the words beside the marks on the board. */

function nameOf(id: string, maps: readonly BoardMap[]): string {
  for (const m of maps) {
    const island = m.islands.find((i) => i.id === id);
    if (island) return island.name;
  }
  return id;
}

function label(c: ElementChange, edited: BoardMap, baseline: BoardMap): string {
  const maps = [edited, baseline];
  if (c.kind === 'island') return nameOf(c.id, maps);
  if (c.kind === 'link') {
    const link = edited.links.find((l) => l.id === c.id) ?? baseline.links.find((l) => l.id === c.id);
    return link ? `${nameOf(link.from, maps)} – ${nameOf(link.to, maps)}` : c.id;
  }
  return c.id;
}

function fieldWords(f: FieldChange, { say }: EditorWords): string {
  const field = say(`editor.cmp.field.${f.field}` as MessageKey);
  if (f.field === 'place') return field;
  const v = (x: unknown) => (typeof x === 'boolean' ? say(x ? 'editor.cmp.yes' : 'editor.cmp.no') : String(x));
  return `${field} ${v(f.before)} → ${v(f.after)}`;
}

export default function CompareChanges({ changes, edited, baseline }: { changes: readonly ElementChange[]; edited: BoardMap; baseline: BoardMap }) {
  const words = useEditorWords();
  const { say } = words;
  if (changes.length === 0) return <p className="ed-muted" data-testid="cmp-same">{say('editor.cmp.same')}</p>;
  return (
    <>
      <ul className="ed-cmp__list" data-testid="cmp-changes">
        {changes.map((c) => (
          <li key={`${c.kind}:${c.id}`} data-testid="cmp-change" data-id={c.id} data-type={c.type} className={`ed-cmp__change ed-cmp__change--${c.type}`}>
            <span className="ed-cmp__mark" aria-hidden="true" />
            <span className="ed-muted">{say(`editor.cmp.kind.${c.kind}`)}</span> <strong>{label(c, edited, baseline)}</strong>
            {say('editor.colon')}
            {c.type === 'changed' ? c.fields.map((f) => fieldWords(f, words)).join(', ') : say(`editor.cmp.${c.type}`)}
          </li>
        ))}
      </ul>
      <p className="ed-help">{say('editor.cmp.legend')}</p>
    </>
  );
}
