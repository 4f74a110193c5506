import { useCallback, useEffect, useState } from 'react';
import { format, type Messages } from '../../i18n/format';
import { SideScroll } from './SideScroll';
import { useExampleActor } from './useExampleActor';
import { useStepBoards } from './useStepBoards';
import './chart-walk.css';

/** One worked example as the chart page follows it: its steps' titles and where the turn chart's actor stands after each. */
export interface ChartWalkExample {
  id: string;
  title: string;
  /** The example's own page. */
  href: string;
  steps: string[];
  /** Chart ids, one per step (index 0: the start), from the actor run through the example's moves (examples.ts). */
  at: string[];
  /** The drawn tables of its steps (example-boards.ts), fetched when the example is chosen. */
  boardsUrl?: string;
  /** Its game (`game.json`, for a game with a play page), through which the page runs the turn chart's actor itself. */
  gameUrl?: string;
}

export interface ChartWalkProps {
  examples: ChartWalkExample[];
  /** The id of the drawn chart (`StatechartSvg`'s) whose states are lit. */
  chart: string;
  gameId: string;
  messages: Messages;
}

const LIT = 'sc-svg__state--lit';
const LIT_OUTER = 'sc-svg__state--lit-outer';

/**
 * A worked example stepped through beside the drawn turn chart: the table after the step and,
 * on the chart, the state the turn chart's actor stands at (and the boxes around it) lit: the
 * actor this page runs through the example's game, or until it has run, the build's. The
 * chart stays the server's drawing; this lights it (classes on its `data-state` groups) and, on
 * a wide screen, scrolls the lit state into view.
 */
export default function ChartWalk({ examples, chart, gameId, messages }: ChartWalkProps) {
  const say = useCallback((key: string, vars?: Record<string, string | number>) => format((messages as Record<string, string | undefined>)[key] ?? key, vars), [messages]);
  const [which, setWhich] = useState(0);
  const [index, setIndex] = useState(0);
  const example = examples[which];
  const last = example.steps.length - 1;
  // The actor the page runs, once it has come; until then (or without a game file) the build's run of the same actor.
  const actorAt = useExampleActor(gameId, example.gameUrl);
  const lit = (actorAt ?? example.at)[index] ?? null;


  useEffect(() => {
    const drawing = document.getElementById(chart);
    if (!drawing || lit === null) return;
    const path = lit.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'));
    for (const g of drawing.querySelectorAll<SVGGElement>('[data-state]')) {
      const id = g.getAttribute('data-state')!;
      g.classList.toggle(LIT, id === lit);
      g.classList.toggle(LIT_OUTER, id !== lit && path.includes(id));
    }
    drawing.setAttribute('data-lit-state', lit);
    // Beside the chart (a wide screen), the lit state is brought into view; on a phone the page stays where the buttons are.
    if (window.matchMedia('(min-width: 75rem)').matches) drawing.querySelector(`[data-state="${CSS.escape(lit)}"]`)?.scrollIntoView({ block: 'nearest', inline: 'center', behavior: 'smooth' });
  }, [chart, lit]);

  const shown = useStepBoards(example.boardsUrl)?.boards;
  const board = Array.isArray(shown) ? (shown[index] ?? null) : null;
  return (
    <div className="cw" data-chart-walk={example.id} data-step-index={index} data-lit={lit ?? undefined} data-lit-by={actorAt ? 'actor' : 'build'}>
      <label className="cw__pick">
        <span>{say('msite.chart.walk.example')}</span>
        <select
          value={which}
          onChange={(e) => {
            setWhich(Number(e.target.value));
            setIndex(0);
          }}
          data-walk-example
        >
          {examples.map((x, i) => (
            <option key={x.id} value={i}>
              {x.title}
            </option>
          ))}
        </select>
      </label>
      <div className="cw__controls">
        <button type="button" className="button button--ghost" onClick={() => setIndex(Math.max(0, index - 1))} disabled={index === 0} data-walk-back>
          ← {say('msite.wt.back')}
        </button>
        <button type="button" className="button" onClick={() => setIndex(Math.min(last, index + 1))} disabled={index === last} data-walk-next>
          {say('msite.wt.next')} →
        </button>
      </div>
      <p className="cw__where" aria-live="polite" data-walk-where>
        {say('msite.chart.walk.where', { n: index, count: last, title: example.steps[index] })}
      </p>
      {board ? (
        <SideScroll hint={say('msite.wt.board.scroll')}>
          <figure className="cw__board" tabIndex={0} role="group" aria-label={say('msite.chart.walk.board', { n: index })} data-walk-board={index} dangerouslySetInnerHTML={{ __html: board }} />
        </SideScroll>
      ) : (
        example.boardsUrl && <p className="muted cw__pending">{say(shown === 'failed' ? 'msite.chart.walk.failed' : 'msite.chart.walk.loading')}</p>
      )}
      <a className="cw__open" href={example.href}>
        {say('msite.chart.walk.open')}
      </a>
    </div>
  );
}
