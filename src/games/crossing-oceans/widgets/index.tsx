import { createRoot } from 'react-dom/client';
import type { SiteWidget } from '../../module';
import { CoalWidget } from './CoalWidget';
import { ScoringSheet } from './ScoringSheet';
import './widgets.css';

/** The widgets Crossing Oceans' rules pages use (`<Widget name="coal" />`), handed to the site by the registry. */
export const widgets: Readonly<Record<string, SiteWidget>> = {
  coal: (element, context) => createRoot(element).render(<CoalWidget context={context} />),
  scoring: (element, context) => createRoot(element).render(<ScoringSheet context={context} />),
};
