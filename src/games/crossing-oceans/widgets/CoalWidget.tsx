import { useMemo, useState } from 'react';
import { refusalWords, type Refusal, type WidgetContext } from '../../module';
import { game } from '../index';
import type { Move, State } from '../schema';
import { MAX_COAL } from '../actions/coal';
import { CATALOGUE } from '../catalogue';
import { WIDGET_WORDS, fill } from './words';

/** The ships a reader may put to sea: the coal example's, a clipper among them. */
const CHOICES = ['ARIEL', 'CAMPANIA', 'ADRIATIC', 'MAURETANIA', 'ORMUZ'] as const;
const START: Readonly<Record<string, number | null>> = { ARIEL: 0, CAMPANIA: 0, ADRIATIC: 1, MAURETANIA: 2, ORMUZ: null };
const SEAT = 'yellow';

interface Setup {
  /** Ship → coal already on it; null: not on the board. */
  ships: Record<string, number | null>;
  coal: number;
}

/** A position in the middle of a coal action: Yellow has `coal` to load onto the ships chosen. */
function position(setup: Setup): State | null {
  const ports = Object.fromEntries(
    Object.entries(setup.ships)
      .filter(([, c]) => c !== null)
      .map(([id, coal], i) => [`port-${i + 1}`, { ship: { id, owner: SEAT, coal: CATALOGUE[id]?.kind === 'clipper' ? 0 : (coal ?? 0) } }]),
  );
  const made = game.setup({ players: [], seed: 1, layout: { startPlayer: SEAT, players: [{ colour: SEAT, captain: 'coal' }], ports, turn: { seat: SEAT, step: 'coal-load', coalLeft: setup.coal } } });
  return made.ok ? made.value : null;
}

/**
 * Load coal and see what the rules allow: the reader picks ships and the coal to load, then
 * clicks a ship to load one coal. The engine decides every click (`applyMove`) and lists the
 * ships that may take the next one (`legalMoves`); a refusal is shown in its words with a link
 * to its rule's paragraph.
 */
export function CoalWidget({ context }: { context: WidgetContext }) {
  const w = WIDGET_WORDS[context.lang];
  const words = game.words[context.lang];
  const [setup, setSetup] = useState<Setup>({ ships: { ...START }, coal: 5 });
  const start = useMemo(() => position(setup), [setup]);
  const [state, setState] = useState<State | null>(start);
  const [said, setSaid] = useState<{ refusal: Refusal | null; ship: string } | null>(null);
  const reset = (next: Setup) => {
    setSetup(next);
    setState(position(next));
    setSaid(null);
  };
  const ruleHref = (rule: string) => `${context.home}rules/${game.rules.pageOf(rule) ?? ''}/#${rule}`;
  const atSea = state ? Object.values(state.ports).flatMap((p) => (p.ship ? [p.ship] : [])) : [];
  const loading = state !== null && state.turn.step === 'coal-load' && state.turn.coalLeft > 0;
  const legal = state && loading ? (game.legalMoves(state) as Move[]).flatMap((m) => (m.type === 'coal.load' ? [m.ship] : [])) : [];
  const load = (ship: string) => {
    if (!state) return;
    const outcome = game.applyMove(state, { type: 'coal.load', ship });
    if (outcome.ok) {
      setState(outcome.state as State);
      setSaid({ refusal: null, ship });
    } else setSaid({ refusal: outcome.refusal, ship });
  };
  const kind = (id: string) => (CATALOGUE[id]?.kind === 'clipper' ? w.clipper : w.steamship);

  return (
    <section className="cow" aria-label={w.coalTitle} data-widget="coal">
      <h3>{w.coalTitle}</h3>
      <p>{w.coalLede}</p>
      <fieldset className="cow__setup">
        <legend>{w.ships}</legend>
        <div className="table-wrap">
          <table>
            <thead>
              <tr><th scope="col">{w.onBoard}</th><th scope="col">{w.startCoal}</th></tr>
            </thead>
            <tbody>
              {CHOICES.map((id) => {
                const on = setup.ships[id] !== null && setup.ships[id] !== undefined;
                const clipper = kind(id) === w.clipper;
                return (
                  <tr key={id}>
                    <td>
                      <label>
                        <input type="checkbox" checked={on} onChange={(e) => reset({ ...setup, ships: { ...setup.ships, [id]: e.target.checked ? 0 : null } })} data-ship-on={id} /> {id} <span className="muted">({kind(id)})</span>
                      </label>
                    </td>
                    <td>
                      {!clipper && (
                        <select aria-label={`${w.startCoal}: ${id}`} value={setup.ships[id] ?? 0} disabled={!on} onChange={(e) => reset({ ...setup, ships: { ...setup.ships, [id]: Number(e.target.value) } })} data-ship-coal={id}>
                          {Array.from({ length: MAX_COAL + 1 }, (_, n) => <option key={n} value={n}>{n}</option>)}
                        </select>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <label className="cow__count">
          {w.coalToLoad}{' '}
          <select value={setup.coal} onChange={(e) => reset({ ...setup, coal: Number(e.target.value) })} data-coal-count>
            {Array.from({ length: 10 }, (_, n) => <option key={n + 1} value={n + 1}>{n + 1}</option>)}
          </select>
        </label>
      </fieldset>

      {/* Above the ships, so the answer to a click shows beside the buttons on a phone too. */}
      <p className="cow__left" data-coal-left>{fill(w.left, { count: state?.turn.coalLeft ?? 0 })}</p>
      <p className="cow__legal">{!loading ? (state && state.turn.coalLeft === 0 ? w.done : w.allowedNone) : legal.length ? fill(w.allowed, { ships: legal.join(', ') }) : w.allowedNone}</p>
      <div role="status" className="cow__said">
        {said?.refusal ? (
          <p className="cow__refusal" data-refusal={said.refusal.rule} data-code={said.refusal.code}>
            {fill(w.refused, { text: refusalWords(game, said.refusal, context.lang) })} <a href={ruleHref(said.refusal.rule)}>{fill(w.rule, { id: said.refusal.rule })}</a> ({words.rules[said.refusal.rule]?.title})
          </p>
        ) : said ? (
          <p className="cow__ok">{fill(w.loaded, { ship: said.ship })}</p>
        ) : (
          <p className="cow__hint">{w.hint}</p>
        )}
      </div>
      <ul className="cow__ships">
        {atSea.map((s) => (
          <li key={s.id} className={legal.includes(s.id) ? 'cow__ship cow__ship--ok' : 'cow__ship'}>
            <span className="cow__name">{s.id}</span>
            <span className="cow__coal" aria-hidden="true">{kind(s.id) !== w.clipper && Array.from({ length: MAX_COAL }, (_, n) => <span key={n} className={n < s.coal ? 'cow__dot cow__dot--on' : 'cow__dot'} />)}</span>
            <span className="cow__n" data-coal-of={s.id}>{kind(s.id) === w.clipper ? w.clipper : fill(w.carries, { coal: s.coal })}</span>
            <button type="button" className="button" onClick={() => load(s.id)} disabled={!loading} aria-label={fill(w.load, { ship: s.id })} data-load={s.id}>{w.loadShort}</button>
          </li>
        ))}
      </ul>

      <button type="button" className="button button--ghost" onClick={() => reset(setup)}>{w.reset}</button>
    </section>
  );
}
