/** Small line icons for the toolbar (inline SVG: no font may lack the glyph). */
const PATHS = {
  undo: 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  redo: 'm15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3',
  island: 'M12 5v14M5 12h14',
  harbor: 'M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm0 0v13M5 13a7 7 0 0 0 14 0M8 11H4m16 0h-4',
  link: 'M6 18 18 6M6 18a2 2 0 1 1-2.8-2.8A2 2 0 0 1 6 18Zm12-12a2 2 0 1 1 2.8-2.8A2 2 0 0 1 18 6Z',
  trash: 'M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3',
  zoomIn: 'M11 8v6m-3-3h6m6 9-4.3-4.3M18 11a7 7 0 1 1-14 0 7 7 0 0 1 14 0Z',
  zoomOut: 'M8 11h6m6 9-4.3-4.3M18 11a7 7 0 1 1-14 0 7 7 0 0 1 14 0Z',
  fit: 'M4 9V4h5M20 9V4h-5M4 15v5h5m11-5v5h-5',
  open: 'M4 20h16M12 4v11m-4-4 4 4 4-4',
  download: 'M12 4v11m-4-4 4 4 4-4M4 20h16',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9.5a1 1 0 1 0 0-.01',
  external: 'M14 4h6v6m0-6-9 9M18 14v6H4V6h6',
  play: 'M7 4v16l13-8z',
} as const;

export type IconName = keyof typeof PATHS;

export default function Icon({ name }: { name: IconName }) {
  return (
    <svg className="ed-icon" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
