import { useState } from 'react';
import type { MachineGraph } from '../../../machines/export';
import type { LiveState } from '../../statecharts/live';
import LiveCharts from './LiveCharts';

export interface ChartsStep {
  title: string;
  charts: LiveState;
}

/** The live charts stepped through a worked example (the statecharts page): which state each chart is in, step by step. */
export default function ChartsStepper({ graphs, steps, walkthroughHref }: { graphs: MachineGraph[]; steps: ChartsStep[]; walkthroughHref?: string }) {
  const [i, setI] = useState(0);
  if (steps.length === 0) return null;
  const step = steps[Math.min(i, steps.length - 1)];
  return (
    <div className="charts-stepper">
      <div className="charts-stepper__bar" role="group" aria-label="Step through the first round">
        <button type="button" onClick={() => setI((k) => Math.max(0, k - 1))} disabled={i === 0}>
          ← Back
        </button>
        <span className="charts-stepper__where" aria-live="polite">
          Step {i + 1} of {steps.length}: {step.title}
        </span>
        <button type="button" onClick={() => setI((k) => Math.min(steps.length - 1, k + 1))} disabled={i === steps.length - 1}>
          Next →
        </button>
        {walkthroughHref && (
          <a className="charts-stepper__link" href={`${walkthroughHref}#step-${i + 1}`}>
            This step on the board
          </a>
        )}
      </div>
      <LiveCharts graphs={graphs} live={step.charts} headingLevel={3} />
    </div>
  );
}
