import { createRoot } from 'react-dom/client';
import type { SiteWidget } from '../../module';
import { CoalWidget } from './CoalWidget';
import { ScoringSheet } from './ScoringSheet';
// The style as text, put on the page by the first widget mounted: as a CSS import it became a chunk
// of its own that the site's server build left empty (a build warning on every site).
import style from './widgets.css?inline';

function styled(): void {
  if (document.getElementById('rulekit-widgets-style')) return;
  const el = document.createElement('style');
  el.id = 'rulekit-widgets-style';
  el.textContent = style;
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
