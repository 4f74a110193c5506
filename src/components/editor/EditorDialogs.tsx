import type { DeletePlan } from '../../editor/actions';
import { labelOf } from '../../editor/actions';
import type { MapError } from '../../map/parse';
import type { BoardMap } from '../../map/schema';
import { ConfirmDialog, Dialog } from './fields';

/** A problem with an imported file; problems read from its text have a line and column. */
export type ImportProblem = MapError & { line?: number; column?: number; element?: string };

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
  return (
    <>
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={dialog?.kind === 'delete' ? deleteTitle(map, dialog.plan) : ''}
        confirmLabel="Delete"
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
        title="Reset to the default map?"
        confirmLabel="Reset"
        testId="confirm-reset"
        onClose={onClose}
        onConfirm={() => {
          onReset();
          onClose();
        }}
      >
        <p>
          The board is replaced by the default <strong>{defaultMap.name}</strong> map. You can undo this (<kbd>Ctrl</kbd>+<kbd>Z</kbd>) until you leave the
          page; to keep the current map for good, export it first.
        </p>
      </ConfirmDialog>

      <Dialog
        open={dialog?.kind === 'import-errors'}
        title={dialog?.kind === 'import-errors' ? `“${dialog.file}” is not a map the editor can open` : ''}
        tone="error"
        testId="import-errors"
        onClose={onClose}
        actions={
          <button type="button" className="ed-btn" onClick={onClose} autoFocus>
            Close
          </button>
        }
      >
        {dialog?.kind === 'import-errors' && (
          <>
            <p>Your current map is unchanged. The file has {dialog.errors.length === 1 ? 'this problem' : `${dialog.errors.length} problems`}:</p>
            <ul className="ed-errors">
              {dialog.errors.slice(0, 30).map((e, i) => (
                <li key={i}>
                  {e.line !== undefined && <span className="ed-errors__where">line {e.line}, column {e.column}: </span>}
                  {e.element && <span className="ed-errors__element">{e.element} </span>}
                  {e.path && (
                    <>
                      {e.element ? '(' : ''}
                      <code className="ed-errors__path">{e.path}</code>
                      {e.element ? ')' : ''}:{' '}
                    </>
                  )}
                  {e.message}
                </li>
              ))}
              {dialog.errors.length > 30 && <li>and {dialog.errors.length - 30} more</li>}
            </ul>
          </>
        )}
      </Dialog>
    </>
  );
}

function deleteTitle(map: BoardMap, plan: DeletePlan): string {
  const names = [...plan.islands, ...plan.harbors, ...plan.links].map((id) => labelOf(map, id));
  return names.length === 1 ? `Delete ${names[0]}?` : `Delete ${names.length} elements?`;
}

function DeleteDetails({ map, plan }: { map: BoardMap; plan: DeletePlan }) {
  return (
    <>
      {plan.cascadedLinks.length > 0 && (
        <>
          <p>
            {plan.cascadedLinks.length === 1 ? 'This link goes with it' : `These ${plan.cascadedLinks.length} links go with it`}:
          </p>
          <ul className="ed-cascade" data-testid="cascade-links">
            {plan.cascadedLinks.map((l) => (
              <li key={l.id}>
                {labelOf(map, l.from)} – {labelOf(map, l.to)} <span className="ed-muted">({l.segments} {l.segments === 1 ? 'space' : 'spaces'})</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {plan.cards.length > 0 && (
        <>
          <p>{plan.cards.length === 1 ? 'It is taken off this departure card' : 'It is taken off these departure cards'}:</p>
          <ul className="ed-cascade" data-testid="cascade-cards">
            {plan.cards.map((c) => (
              <li key={`${c.card}:${c.island}`}>
                {map.departureCards.find((d) => d.id === c.card)?.nation ?? c.card} card: {labelOf(map, c.island)} ({c.markers} {c.markers === 1 ? 'marker' : 'markers'})
              </li>
            ))}
          </ul>
        </>
      )}
      {plan.danglingCompanies.length > 0 && (
        <p className="ed-note ed-note--warn">
          {plan.danglingCompanies.map((d) => `The ${d.company} company’s ${d.field} is ${labelOf(map, d.id)}`).join('; ')}: the checker will ask you to choose another.
        </p>
      )}
      <p className="ed-muted">One undo (Ctrl+Z) brings everything back.</p>
    </>
  );
}
