// cytoscape-edgehandles 4 ships no types; the editor types the instance it uses in BoardCanvas.tsx.
declare module 'cytoscape-edgehandles' {
  import type { Ext } from 'cytoscape';
  const edgehandles: Ext;
  export default edgehandles;
}
