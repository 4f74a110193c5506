/**
 * What the walkthrough player loads on demand when it is asked to replay the editor's map
 * (`?map=editor`): the map parser, checker and rules engine. One module, imported only
 * dynamically, so the page's build-time (static) import of `replay-views` does not also
 * become a dynamic one, which Vite warns about on every build.
 */
export { chooseMap } from './map-source';
export { replayPayload } from './replay-views';
