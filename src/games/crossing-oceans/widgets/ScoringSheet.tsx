import { useMemo, useState } from 'react';
import type { WidgetContext } from '../../module';
import { game } from '../index';
import { FLAGS, type Flag } from '../schema';
import { MAX_COAL } from '../actions/coal';
import { WIDGET_WORDS, fill } from './words';

const SEAT = 'blue';
/** Points of a column with no token added: the printed 3 (`score.flags`). */
const PRINTED = 3;

interface Sheet {
  cash: number;
  contracts: number;
  coal: number;
  captains: number;
  houses: number;
  flags: Record<Flag | 'multi', number>;
  columns: Record<Flag, number>;
}

/** Blue's end of game in the scoring example (82 points). */
const EXAMPLE: Sheet = {
  cash: 120,
  contracts: 1,
  coal: 1,
  captains: 2,
  houses: 3,
  flags: { blue: 4, black: 1, green: 2, white: 0, red: 1, multi: 2 },
  columns: { blue: 9, black: PRINTED, green: 7, white: PRINTED, red: 5 },
};

/** The sheet as a finished game: ships at sea carry the coal (3 at most each), houses on ports of their own. */
function finalPosition(s: Sheet) {
  const ports: Record<string, unknown> = {};
  let coal = Math.min(s.coal, s.captains * MAX_COAL);
  for (let i = 0; i < s.captains; i++) {
    const here = Math.min(MAX_COAL, coal);
    coal -= here;
    ports[`sea-${i + 1}`] = { ship: { id: `ship-${i + 1}`, owner: SEAT, coal: here }, houses: i < s.houses ? [SEAT] : [] };
  }
  for (let i = s.captains; i < s.houses; i++) ports[`sea-${i + 1}`] = { houses: [SEAT] };
  const columns = Object.fromEntries(FLAGS.map((f) => [f, { spots: s.columns[f] === PRINTED ? [] : [{ filled: true, points: s.columns[f] }] }]));
  const flags = Object.fromEntries(Object.entries(s.flags).filter(([, n]) => n > 0));
  return game.setup({ players: [], seed: 1, layout: { startPlayer: SEAT, ended: true, players: [{ colour: SEAT, cash: s.cash, contracts: s.contracts, flags, columns }], ports, turn: { seat: SEAT } } });
}

function Num({ label, value, onChange, max, id }: { label: string; value: number; onChange: (n: number) => void; max: number; id: string }) {
  return (
    <label className="sws__field">
      <span>{label}</span>
      <input type="number" inputMode="numeric" min={0} max={max} value={value} data-field={id} onChange={(e) => onChange(Math.max(0, Math.min(max, Math.floor(Number(e.target.value) || 0))))} />
    </label>
  );
}

/**
 * A scoring sheet: the reader sets cash, contracts, coal, captains, houses, flags and each
 * column's lowest token; the lines and the total are the game's own `score` of that position.
 */
export function ScoringSheet({ context }: { context: WidgetContext }) {
  const w = WIDGET_WORDS[context.lang];
  const words = game.words[context.lang];
  const [sheet, setSheet] = useState<Sheet>(EXAMPLE);
  const set = (patch: Partial<Sheet>) => setSheet((s) => ({ ...s, ...patch }));
  const made = useMemo(() => finalPosition(sheet), [sheet]);
  const seat = made.ok ? game.score(made.value).seats[0] : null;
  const ruleHref = (rule: string) => `${context.home}rules/${game.rules.pageOf(rule) ?? ''}/#${rule}`;
  const lineWords = (label: string, values: Readonly<Record<string, unknown>> | undefined) => {
    const name = words.nouns?.[label]?.one ?? label;
    return label === 'score.flags' && typeof values?.column === 'string' ? `${name}: ${fill(w.columnOf, { colour: w.column[values.column as Flag] })}` : name;
  };
  return (
    <section className="sws" aria-label={w.scoreTitle} data-widget="scoring">
      <h3>{w.scoreTitle}</h3>
      <p>{w.scoreLede}</p>
      {seat && <p className="sws__total" aria-live="polite">{fill(w.totalLine, { total: seat.total })}</p>}
      <div className="sws__grid">
        <Num id="cash" label={w.cash} value={sheet.cash} max={9990} onChange={(n) => set({ cash: n })} />
        <Num id="contracts" label={w.contracts} value={sheet.contracts} max={99} onChange={(n) => set({ contracts: n })} />
        <Num id="captains" label={w.captains} value={sheet.captains} max={20} onChange={(n) => set({ captains: n, coal: Math.min(sheet.coal, n * MAX_COAL) })} />
        <Num id="coal" label={w.coalOnShips} value={sheet.coal} max={sheet.captains * MAX_COAL} onChange={(n) => set({ coal: n })} />
        <Num id="houses" label={w.houses} value={sheet.houses} max={30} onChange={(n) => set({ houses: n })} />
      </div>
      <p className="muted sws__hint">{fill(w.coalCap, { max: sheet.captains * MAX_COAL })}</p>
      <fieldset>
        <legend>{w.flags}</legend>
        <div className="sws__grid">
          {FLAGS.map((f) => <Num key={f} id={`flag-${f}`} label={fill(w.flagsOf, { colour: w.colour[f] })} value={sheet.flags[f]} max={30} onChange={(n) => set({ flags: { ...sheet.flags, [f]: n } })} />)}
          <Num id="flag-multi" label={w.multi} value={sheet.flags.multi} max={30} onChange={(n) => set({ flags: { ...sheet.flags, multi: n } })} />
        </div>
      </fieldset>
      <fieldset>
        <legend>{w.columns}</legend>
        <div className="sws__grid">
          {FLAGS.map((f) => <Num key={f} id={`column-${f}`} label={fill(w.columnOf, { colour: w.column[f] })} value={sheet.columns[f]} max={20} onChange={(n) => set({ columns: { ...sheet.columns, [f]: n } })} />)}
        </div>
      </fieldset>
      <button type="button" className="button button--ghost" onClick={() => setSheet(EXAMPLE)}>{w.example}</button>
      {seat && (
        <div className="table-wrap">
          <table className="sws__lines">
            <thead><tr><th scope="col">{w.line}</th><th scope="col">{w.points}</th></tr></thead>
            <tbody>
              {seat.lines.filter((l) => l.label !== 'score.cash').map((l, i) => (
                <tr key={i}>
                  <th scope="row">{l.rule ? <a href={ruleHref(l.rule)}>{lineWords(l.label, l.values)}</a> : lineWords(l.label, l.values)}</th>
                  <td>{l.points}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr><th scope="row">{w.total}</th><td data-score-total>{seat.total}</td></tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
