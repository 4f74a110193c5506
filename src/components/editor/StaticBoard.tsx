import { useMemo, type MouseEvent } from 'react';
import { BoardSvg } from '../../board/BoardSvg';
import type { BoardElement } from '../../board/elements';
import { EDITOR_COLORS } from './editor-style';
import { useEditorWords } from './words';

/**
 * The board as a static SVG, drawn from the same elements as the live board:
 * what the editor shows until Cytoscape has loaded (and, rendered by Astro, before
 * the editor's script has). What the checker flags and what is selected are
 * marked with a glow, by id.
 */

export interface StaticBoardProps {
  elements: readonly BoardElement[];
  severity?: ReadonlyMap<string, 'error' | 'warning'>;
  selection?: readonly string[];
  /** The whole board in the frame, even where it opens on a crop (a phone). */
  whole?: boolean;
  onClick?(e: MouseEvent): void;
}

// Ids come from a map file; only the schema's plain ids make it into a style rule.
const PLAIN_ID = /^[A-Za-z0-9_-]+$/;

export default function StaticBoard({ elements, severity, selection = [], whole = false, onClick }: StaticBoardProps) {
  const { say } = useEditorWords();
  const marks = useMemo(() => {
    const rule = (ids: Iterable<string>, color: string) => {
      const selectors = [...ids].filter((id) => PLAIN_ID.test(id)).map((id) => `.ed-static [data-id="${id}"]`);
      return selectors.length > 0 ? `${selectors.join(',')}{filter:drop-shadow(0 0 4px ${color}) drop-shadow(0 0 2px ${color})}` : '';
    };
    const by = (level: 'error' | 'warning') => [...(severity ?? [])].filter(([, l]) => l === level).map(([id]) => id);
    return rule(by('warning'), EDITOR_COLORS.warning) + rule(by('error'), EDITOR_COLORS.error) + rule(selection, EDITOR_COLORS.selected);
  }, [severity, selection]);
  return (
    <div className={whole ? 'ed-static ed-static--whole' : 'ed-static'} onClick={onClick} aria-hidden="true" data-whole={whole || undefined}>
      {marks && <style>{marks}</style>}
      <BoardSvg elements={elements} title={say('editor.static.title')} padding={30} id="ed-static" />
    </div>
  );
}
