/** The browser tests serve built sites with the same server `site pdf` uses. */
export { serveStatic, type StaticServer } from '../../src/cli/static-server';
