// The pre-minified ESM build of cytoscape (a few kB smaller gzipped than minifying the plain one); same API.
declare module 'cytoscape/dist/cytoscape.esm.min.mjs' {
  import cytoscape from 'cytoscape';
  export default cytoscape;
}
