import type { MapChoice } from '../../walkthrough/map-source';

/** Which board the walkthrough is on, when it is not the published one (or was asked for and is not there). */
export default function MapNotice({ choice, editorHref }: { choice: MapChoice; editorHref: string }) {
  if (choice.errors.length > 0) {
    return (
      <div className="alert" role="alert">
        <h2>The editor's board could not be used</h2>
        <ul>
          {choice.errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
        <p>
          Showing the default board instead. <a href={editorHref}>Open the editor</a>.
        </p>
      </div>
    );
  }
  if (choice.noSave) {
    return (
      <p className="note wt__no-save" role="status">
        No board from the editor in this browser yet, so this is the published board. <a href={editorHref}>Open the editor</a> to make one, then
        come back to replay the round on it.
      </p>
    );
  }
  if (choice.source === 'editor') {
    return (
      <div className="note note--warn" role="status">
        <p>
          Replaying on <strong>your board from the editor</strong> ({choice.map.name}
          {choice.savedAt ? `, saved ${choice.savedAt}` : ''}). <a href={editorHref}>Back to the editor</a>.
        </p>
        {choice.warnings.length > 0 && (
          <ul>
            {choice.warnings.map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return null;
}
