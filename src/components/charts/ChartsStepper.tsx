import { useEffect, useMemo, useState } from 'react';
import type { MachineGraph } from '../../../machines/export';
import type { LayoutOptions } from '../../board/layout';
import { gameElements } from '../../board/overlay';
import type { BoardMap } from '../../map/schema';
import type { LiveState } from '../../statecharts/live';
import { englishCharts, type ChartsSay } from '../../statecharts/words';
import { focusOf } from '../../walkthrough/board-focus';
import type { StepSnapshot } from '../../walkthrough/step-payload';
import { sayFrom, type Messages } from '../../i18n/format';
import BoardView from '../BoardView';
import LiveCharts from './LiveCharts';
import { useWalkthroughCharts } from './useWalkthroughCharts';

export interface ChartsStep extends Pick<StepSnapshot, 'title' | 'board' | 'highlight'> {
  charts: LiveState;
}

export interface ChartsStepperProps {
  graphs: MachineGraph[];
  steps: ChartsStep[];
  /** JSON of the board the example is played on: drawn beside the charts, as on the walkthrough page. */
  mapJson: string;
  /** JSON of the example's walkthrough: the page runs the game chart's actor through its moves once hydrated. */
  walkthroughJson?: string;
  layout?: LayoutOptions;
  /** The walkthrough page; each step links to its `#step-N`. */
  walkthroughHref?: string;
  /** `messagesFor(lang, 'charts.')`; English when absent. */
  messages?: Messages;
}

/**
 * A worked example stepped through on the statecharts page: the board after the
 * step (the walkthrough's own board view) beside the live charts, so "we are here"
 * shows on both at once.
 */
export default function ChartsStepper({ graphs, steps, mapJson, walkthroughJson, layout, walkthroughHref, messages }: ChartsStepperProps) {
  const say: ChartsSay = useMemo(() => (messages ? sayFrom(messages) : englishCharts), [messages]);
  const map = useMemo(() => JSON.parse(mapJson) as BoardMap, [mapJson]);
  const [i, setI] = useState(0);
  // Set once hydrated, so tests and scripts know a click will be heard.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const step = steps[Math.min(i, steps.length - 1)];
  const chart = useWalkthroughCharts(walkthroughJson, map, Math.min(i, steps.length - 1) + 1, step?.charts);
  const elements = useMemo(() => (step ? gameElements(map, step.board, step.highlight, layout) : []), [map, step, layout]);
  const focus = useMemo(() => (step ? focusOf(map, step, false) : []), [map, step]);
  if (!step) return null;
  const where = say('charts.stepper.where', { n: i + 1, count: steps.length, title: step.title });
  return (
    <div className="charts-stepper" data-live={live ? 'true' : undefined} data-charts={chart.running ? 'actor' : 'built'}>
      <div className="charts-stepper__bar" role="group" aria-label={say('charts.stepper.label')}>
        <button type="button" onClick={() => setI((k) => Math.max(0, k - 1))} disabled={i === 0}>
          {say('charts.stepper.back')}
        </button>
        <button type="button" className="charts-stepper__next" onClick={() => setI((k) => Math.min(steps.length - 1, k + 1))} disabled={i === steps.length - 1}>
          {say('charts.stepper.next')}
        </button>
        <span className="charts-stepper__where" aria-live="polite">
          {where}
        </span>
        {walkthroughHref && (
          <a className="charts-stepper__link" href={`${walkthroughHref}#step-${i + 1}`}>
            {say('charts.stepper.onBoard')}
          </a>
        )}
      </div>
      <div className="charts-stepper__grid">
        <div className="charts-stepper__board">
          <BoardView elements={elements} focus={focus} maxFocusZoom={1.15} label={say('charts.stepper.board', { n: i + 1, title: step.title })} id="sc-board" messages={messages ?? {}} />
        </div>
        <LiveCharts graphs={graphs} live={chart.live ?? step.charts} headingLevel={3} messages={messages} />
      </div>
    </div>
  );
}
