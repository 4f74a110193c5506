/** The editor's test hook (window.__clippersEditor), as the browser tests read it: one declaration for every spec. */
export interface Hook {
  cy(): {
    getElementById(id: string): { renderedPosition(): { x: number; y: number }; empty(): boolean };
    pan(): { x: number; y: number };
    zoom(): number;
    animated(): boolean;
  } | null;
  map(): {
    islands: { id: string; name: string; x: number; y: number }[];
    links: { id: string; from: string; to: string; segments: number }[];
  };
  diagnostics(): { code: string; elements: string[]; severity: string }[];
  checkMs(): number;
  history(): { undo: number; redo: number };
  settled(): boolean;
  exportText(): string;
  scale: number;
}

declare global {
  interface Window {
    __clippersEditor?: Hook;
  }
}
