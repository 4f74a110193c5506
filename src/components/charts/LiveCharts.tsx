import { useMemo } from 'react';
import type { MachineGraph } from '../../../machines/export';
import { livePanels, type LivePanel, type LiveState, type LiveStateChip } from '../../statecharts/live';
import { sayFrom, type Messages } from '../../i18n/format';
import { englishCharts, type ChartsSay } from '../../statecharts/words';
import './live-charts.css';

export interface LiveChartsProps {
  /** The exported charts (`exportMachines()` at build time, or `clippers machines --json`). */
  graphs: MachineGraph[];
  /**
   * Where the game stands, read off the game chart's actor (`liveOf` in `machines/game.ts`):
   * the play page's, or a walkthrough step's.
   */
  live: LiveState;
  /** Heading level of the panel titles (3 by default). */
  headingLevel?: 2 | 3 | 4;
  /**
   * Shorter panels for a narrow column beside a board, all of them in view at once: only the current phase shows its steps, and of
   * those the states play passes straight through only when it just did; the cards and purple only their active state.
   */
  compact?: boolean;
  /** The `charts.` messages in the page's language (`messagesFor(lang, 'charts.')`); English when absent. The graphs carry their own words. */
  messages?: Messages;
}

/**
 * The statecharts beside a board: the turn sequence, each kind of option card and
 * purple, each as its states in the game's words with the active one lit and the
 * states the last move passed through (a turn over, a player sitting out, phase 4)
 * marked. Each panel carries its active state ids in `data-active-state`; the turn
 * panel also the ids the last move passed through in `data-passed-states`.
 */
export default function LiveCharts({ graphs, live, headingLevel = 3, compact = false, messages }: LiveChartsProps) {
  const say: ChartsSay = useMemo(() => (messages ? sayFrom(messages) : englishCharts), [messages]);
  const panels = useMemo(() => livePanels(graphs, live), [graphs, live]);
  const H = `h${headingLevel}` as 'h3';
  const [turn, ...others] = panels;
  // In the order the game passed through them (Benjamin's turn over, then Pauline sitting out).
  const passedWords = live.passed.flatMap((p) => turn.chips.filter((c) => c.id === `game.turn.${p}`).map((c) => c.label));
  return (
    <div className={compact ? 'live-charts live-charts--compact' : 'live-charts'} aria-label={say('charts.live.label')}>
      <section className="live-charts__panel live-charts__panel--turn" data-region="turn" data-active-state={turn.activeIds} data-passed-states={turn.chips.filter((c) => c.passed).map((c) => c.id).join(' ')} aria-live="polite">
        <H className="live-charts__title">{turn.title}</H>
        <p className="live-charts__now">
          {live.player !== null ? <Now text={say('charts.live.now', { round: live.round, doing: lowerFirst(turn.activeLabel) })} player={live.player} /> : say('charts.live.over', { round: live.round })}
        </p>
        <TurnTrack panel={turn} compact={compact} />
        {passedWords.length > 0 && <p className="live-charts__passed">{say('charts.live.passed', { states: passedWords.join(' → ') })}</p>}
      </section>
      <div className="live-charts__side">
        {others.map((panel) => (
          <section key={panel.region} className="live-charts__panel" data-region={panel.region} data-active-state={panel.activeIds}>
            <H className="live-charts__title">{panel.title}</H>
            {compact ? <p className="live-charts__chip live-charts__chip--active">{panel.activeLabel}</p> : <Chips chips={panel.chips} />}
          </section>
        ))}
      </div>
    </div>
  );
}

/** "Round 1 · {player}: lays segments", the player's name in bold wherever the language puts it. */
function Now({ text, player }: { text: string; player: string }) {
  const [before, after = ''] = text.split('{player}');
  return (
    <>
      {before}
      <strong>{player}</strong>
      {after}
    </>
  );
}

const lowerFirst = (s: string) => s.charAt(0).toLocaleLowerCase() + s.slice(1);

/** The turn sequence as rows: setup, each phase with its steps, phase 4, the end. Compact, only the current phase shows its steps. */
function TurnTrack({ panel, compact }: { panel: LivePanel; compact: boolean }) {
  const tops = panel.chips.filter((c) => c.depth === 0);
  return (
    <ol className="live-charts__track">
      {tops.map((top) => {
        const children = panel.chips.filter((c) => c.depth === 1 && c.id.startsWith(`${top.id}.`));
        return (
          <li key={top.id} className={rowClass(top)}>
            <span className="live-charts__row-label" title={top.description}>
              {top.label}
            </span>
            {children.length > 0 && (!compact || top.active || children.some((c) => c.passed)) && <Chips chips={compact ? children.filter((c) => !c.transient || c.active || c.passed) : children} />}
          </li>
        );
      })}
    </ol>
  );
}

function Chips({ chips }: { chips: LiveStateChip[] }) {
  return (
    <ul className="live-charts__chips">
      {chips.map((c) => (
        <li key={c.id} className={chipClass(c)} title={c.description} data-state={c.id} aria-current={c.active && isLeaf(c, chips) ? 'step' : undefined}>
          {c.label}
        </li>
      ))}
    </ul>
  );
}

const isLeaf = (c: LiveStateChip, chips: LiveStateChip[]) => !chips.some((o) => o.id.startsWith(`${c.id}.`));

function chipClass(c: LiveStateChip): string {
  return ['live-charts__chip', c.active && 'live-charts__chip--active', c.passed && 'live-charts__chip--passed', c.transient && 'live-charts__chip--auto', c.depth > 0 && 'live-charts__chip--inner']
    .filter(Boolean)
    .join(' ');
}

function rowClass(c: LiveStateChip): string {
  return ['live-charts__row', c.active && 'live-charts__row--active', c.passed && 'live-charts__row--passed'].filter(Boolean).join(' ');
}
