// A worker thread starts as plain Node, without the TypeScript loader its parent may
// have (vitest, or tsx's own flags): register tsx here, then load the real worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
