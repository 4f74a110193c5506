import { useEffect, useId, useMemo, useState } from 'react';
import type { Variants } from '../../engine';
import { changeHeat, type BoardHeat } from '../../editor/heat';
import { DEFAULT_SETTINGS, MAX_GAMES, MAX_SEED, parseWhole, settingsBots, type SimSettings } from '../../editor/sim-view';
import { render } from '../../i18n/words';
import { stopsPlay, type Diagnostic } from '../../map/diagnostics';
import type { BoardMap } from '../../map/schema';
import { compareReports } from '../../sim/compare';
import type { SimOptions } from '../../sim/simulate';
import CompareResults from './CompareResults';
import SimChoices from './SimChoices';
import { RunButtons, SmallField, WholeInput } from './SimFields';
import { useSimPair } from './useSimPair';
import { useEditorWords } from './words';

/** Both boards played by the Simulate panel's bots with the same settings and seed, and the difference read out. */

const COMPARE_GAMES = 100;

export interface CompareSimProps {
  baseline: BoardMap;
  edited: BoardMap;
  diagnostics: readonly Diagnostic[];
  variants?: Variants;
  onHeat(heat: BoardHeat | null): void;
}

export default function CompareSim({ baseline, edited, diagnostics, variants, onHeat }: CompareSimProps) {
  const words = useEditorWords();
  const { say, count } = words;
  const ids = useId();
  const [settings, setSettings] = useState<SimSettings>(() => ({ ...DEFAULT_SETTINGS, games: COMPARE_GAMES, ...(variants ? { variants } : {}) }));
  const [gamesText, setGamesText] = useState(String(COMPARE_GAMES));
  const [seedText, setSeedText] = useState(String(DEFAULT_SETTINGS.seed));
  const { state, start, cancel } = useSimPair();
  const games = parseWhole(gamesText, 1, MAX_GAMES);
  const seed = parseWhole(seedText, 0, MAX_SEED);
  const running = state.status === 'running';
  const errors = diagnostics.filter(stopsPlay).length;
  const canRun = errors === 0 && games.ok && seed.ok && !running;

  const done = state.status === 'done' ? state : null;
  const comparison = useMemo(() => (done ? compareReports(done.reports[0], done.reports[1]) : null), [done]);
  const stale = done !== null && (done.maps[1] !== edited || done.maps[0] !== baseline);
  const heat = useMemo(() => (comparison && !stale ? changeHeat(comparison.islands, comparison.b.games, words.locale) : null), [comparison, stale, words.locale]);
  useEffect(() => onHeat(heat), [heat, onHeat]);
  useEffect(() => () => onHeat(null), [onHeat]);

  const run = () => {
    if (!canRun || !games.ok || !seed.ok) return;
    const s: SimSettings = { ...settings, games: games.value, seed: seed.value };
    const options = (map: BoardMap): SimOptions => ({ map, players: s.players, games: s.games, seed: s.seed, bots: settingsBots(s), variants: s.variants });
    start(options(baseline), options(edited));
  };

  return (
    <div className="ed-cmp__sim" data-testid="cmp-sim" data-status={state.status}>
      <form
        className="ed-sim__form"
        aria-label={say('editor.sim.settings')}
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
      >
        <SimChoices ids={ids} settings={settings} set={(patch) => setSettings((s) => ({ ...s, ...patch }))} disabled={running} />
        <div className="ed-grid2">
          <SmallField id={`${ids}-games`} label={say('editor.sim.gamesField')} error={games.ok ? null : say(`editor.sim.games.${games.error}`, { min: 1, max: MAX_GAMES })}>
            <WholeInput id={`${ids}-games`} min={1} max={MAX_GAMES} value={gamesText} disabled={running} onChange={setGamesText} testId="cmp-games" />
          </SmallField>
          <SmallField id={`${ids}-seed`} label={say('editor.sim.seed')} error={seed.ok ? null : say(`editor.sim.seed.${seed.error}`, { min: 0, max: MAX_SEED })}>
            <WholeInput id={`${ids}-seed`} min={0} max={MAX_SEED} value={seedText} disabled={running} onChange={setSeedText} testId="cmp-seed" />
          </SmallField>
        </div>
        {errors > 0 && (
          <p className="ed-note ed-note--bad" role="alert">
            <strong>{say('editor.sim.refused')}</strong> {count('editor.sim.refused.found', errors)}
          </p>
        )}
        <RunButtons running={running} canRun={canRun} label={games.ok ? count('editor.cmp.run', games.value) : say('editor.sim.run.none')} onCancel={cancel} testId="cmp" />
      </form>
      {state.status === 'running' && (
        <p className="ed-note" role="status" data-testid="cmp-progress">
          {say(state.board === 0 ? 'editor.cmp.running.base' : 'editor.cmp.running.edit', { done: state.done, total: state.total })}
        </p>
      )}
      {state.status === 'cancelled' && <p className="ed-note">{say('editor.sim.cancelled', { done: state.done, total: state.total })}</p>}
      {state.status === 'failed' && (
        <p className="ed-note ed-note--bad" role="alert">
          {say('editor.sim.failed', { why: state.message })}
        </p>
      )}
      {state.status === 'refused' && (
        <ul className="ed-note ed-note--bad" role="alert">
          {state.problems.map((p, i) => (
            <li key={i}>{render(say, p.words)}</li>
          ))}
        </ul>
      )}
      {done && comparison && (
        <>
          {stale && <p className="ed-note ed-note--warn">{say('editor.cmp.stale')}</p>}
          <CompareResults comparison={comparison} reports={done.reports} />
        </>
      )}
    </div>
  );
}
