import type { DeletePlan } from '../../editor/actions';
import { labelOf } from '../../editor/actions';
import type { MapError } from '../../map/parse';
import type { BoardMap } from '../../map/schema';
import type { SourceWords } from '../../source/diagnostic';
import { render } from '../../i18n/words';
import { ConfirmDialog, Dialog } from './fields';
import { useEditorWords, type EditorWords } from './words';

/** A problem with an imported file; problems read from its text have a line and column, and words for the page's language. */
export type ImportProblem = MapError & { line?: number; column?: number; element?: string; elementWords?: SourceWords };

/** The editor's one open dialog, or none. */
export type DialogState =
  | { kind: 'delete'; plan: DeletePlan }
  | { kind: 'reset' }
  | { kind: 'import-errors'; file: string; errors: ImportProblem[] }
  | null;

export interface EditorDialogsProps {
  dialog: DialogState;
  map: BoardMap;
  defaultMap: BoardMap;
  onClose(): void;
  /** The designer confirmed a delete that takes other things with it. */
  onDelete(plan: DeletePlan): void;
  /** The designer confirmed going back to the default map. */
  onReset(): void;
}

/** The editor's dialogs: confirm a delete that cascades, confirm a reset, and why a file could not be opened. */
export default function EditorDialogs({ dialog, map, defaultMap, onClose, onDelete, onReset }: EditorDialogsProps) {
  const words = useEditorWords();
  const { say, count } = words;
  const deleting = dialog?.kind === 'delete' ? dialog.plan : null;
  const importing = dialog?.kind === 'import-errors' ? dialog : null;
  return (
    <>
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={deleting ? deleteTitle(map, deleting, words) : ''}
        confirmLabel={say('editor.delete')}
        testId="confirm-delete"
        onClose={onClose}
        onConfirm={() => {
          if (dialog?.kind === 'delete') onDelete(dialog.plan);
          onClose();
        }}
      >
        {dialog?.kind === 'delete' && <DeleteDetails map={map} plan={dialog.plan} />}
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog?.kind === 'reset'}
        title={say('editor.reset.title')}
        confirmLabel={say('editor.reset.confirm')}
        testId="confirm-reset"
        onClose={onClose}
        onConfirm={() => {
          onReset();
          onClose();
        }}
      >
        <p>
{say('editor.reset.text', { name: defaultMap.name })}
        </p>
      </ConfirmDialog>

      <Dialog
        open={dialog?.kind === 'import-errors'}
        title={importing ? say('editor.import.title', { file: importing.file }) : ''}
        tone="error"
        testId="import-errors"
        onClose={onClose}
        actions={
          <button type="button" className="ed-btn" onClick={onClose} autoFocus>
            {say('editor.close')}
          </button>
        }
      >
        {dialog?.kind === 'import-errors' && (
          <>
            <p>{count('editor.import.problems', dialog.errors.length)}</p>
            <ul className="ed-errors">
              {dialog.errors.slice(0, 30).map((e, i) => (
                <li key={i}>
                  {e.line !== undefined && <span className="ed-errors__where">{say('editor.import.where', { line: e.line, column: e.column ?? '' })}</span>}
                  {e.element && <span className="ed-errors__element">{e.elementWords ? render(say, e.elementWords) : e.element} </span>}
                  {e.path && (
                    <>
                      {e.element ? '(' : ''}
                      <code className="ed-errors__path">{e.path}</code>
                      {e.element ? ')' : ''}
                      {say('editor.import.colon')}
                    </>
                  )}
                  {e.words ? render(say, e.words) : e.message}
                </li>
              ))}
              {dialog.errors.length > 30 && <li>{say('editor.andMore', { count: dialog.errors.length - 30 })}</li>}
            </ul>
          </>
        )}
      </Dialog>
    </>
  );
}

function deleteTitle(map: BoardMap, plan: DeletePlan, { say }: EditorWords): string {
  const names = [...plan.islands, ...plan.harbors, ...plan.links].map((id) => labelOf(map, id));
  return names.length === 1 ? say('editor.delete.one', { name: names[0] }) : say('editor.delete.many', { count: names.length });
}

/** A departure card by its nation, as the cards panel names it. */
function cardName(map: BoardMap, id: string, say: EditorWords['say']): string {
  const nation = map.departureCards.find((d) => d.id === id)?.nation;
  return nation ? say('editor.card.title', { nation: say(`nation.${nation}`) }) : id;
}

function DeleteDetails({ map, plan }: { map: BoardMap; plan: DeletePlan }) {
  const { say, count } = useEditorWords();
  return (
    <>
      {plan.cascadedLinks.length > 0 && (
        <>
          <p>
            {count('editor.delete.links', plan.cascadedLinks.length)}
          </p>
          <ul className="ed-cascade" data-testid="cascade-links">
            {plan.cascadedLinks.map((l) => (
              <li key={l.id}>
                {labelOf(map, l.from)} – {labelOf(map, l.to)} <span className="ed-muted">({count('editor.spaces', l.segments)})</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {plan.cards.length > 0 && (
        <>
          <p>{count('editor.delete.cards', plan.cards.length)}</p>
          <ul className="ed-cascade" data-testid="cascade-cards">
            {plan.cards.map((c) => (
              <li key={`${c.card}:${c.island}`}>
                {say('editor.delete.card', { card: cardName(map, c.card, say), island: labelOf(map, c.island), markers: count('editor.markers', c.markers) })}
              </li>
            ))}
          </ul>
        </>
      )}
      {plan.danglingCompanies.length > 0 && (
        <p className="ed-note ed-note--warn">
          {plan.danglingCompanies.map((d) => say(`editor.delete.company.${d.field}`, { company: say(`company.${d.company}`), id: labelOf(map, d.id) })).join(' ')}
        </p>
      )}
      <p className="ed-muted">{say('editor.delete.undo')}</p>
    </>
  );
}
