import { createRoot } from 'react-dom/client';
import type { SiteWidget } from '../../module';
import { CoalWidget } from './CoalWidget';
import { ScoringSheet } from './ScoringSheet';
import { WIDGET_STYLE } from './style';

function styled(): void {
  if (document.getElementById('rulekit-widgets-style')) return;
  const el = document.createElement('style');
  el.id = 'rulekit-widgets-style';
  el.textContent = WIDGET_STYLE;
  document.head.append(el);
}

/** The widgets Crossing Oceans' rules pages use (`<Widget name="coal" />`), handed to the site by the registry. */
export const widgets: Readonly<Record<string, SiteWidget>> = {
  coal: (element, context) => {
    styled();
    createRoot(element).render(<CoalWidget context={context} />);
  },
  scoring: (element, context) => {
    styled();
    createRoot(element).render(<ScoringSheet context={context} />);
  },
};
