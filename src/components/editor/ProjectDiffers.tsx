import type { BoardMap } from '../../map/schema';
import { useEditorWords } from './words';

/**
 * Under `site dev`: the editor opened this browser's autosave, which is not the
 * project's map file as it is on disk (edited by hand since, or an autosave left
 * from another project served at the same address). Save would write what is shown,
 * so say so, and offer the file (as one undoable step).
 */
export default function ProjectDiffers({ file, autosaved, savedAt, onOpenFile, onKeep }: { file: string; autosaved: BoardMap; savedAt: string | null; onOpenFile: () => void; onKeep: () => void }) {
  const { say, locale } = useEditorWords();
  return (
    <div className="ed-notices">
      <div className="ed-notice ed-notice--warn" role="alert" data-testid="project-differs">
        <div>
          {say('editor.differs.before')} (<strong>{autosaved.name}</strong>
          {savedAt ? say('editor.differs.saved', { time: new Date(savedAt).toLocaleString(locale) }) : ''}){say('editor.differs.middle')} <code>{file}</code>{' '}
          {say('editor.differs.after')} <code>{file}</code>.
        </div>
        <div className="ed-notice__actions">
          <button type="button" className="ed-btn" onClick={onOpenFile}>
            {say('editor.differs.open', { file })}
          </button>
          <button type="button" className="ed-btn ed-btn--quiet" onClick={onKeep}>
            {say('editor.differs.keep')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Whether the restored autosave is a different board from the project's file. */
export const differsFromFile = (autosaved: BoardMap | null, file: BoardMap): boolean => autosaved !== null && JSON.stringify(autosaved) !== JSON.stringify(file);
