import type { Move } from '../../engine';
import type { MoveGroup } from '../../play/targets';
import { useWords } from './words';

/**
 * Every legal move, grouped as the board groups them. The keyboard and screen
 * reader way to play: each move is a button, in the order the engine lists them.
 */
/** More moves than this in one group, and the group is folded until opened. */
const LONG_GROUP = 50;

export default function MoveList({ groups, disabled, play, hinted }: { groups: MoveGroup[]; disabled: boolean; play(m: Move): void; hinted: Move | null }) {
  const count = groups.reduce((n, g) => n + g.moves.length, 0);
  const { say } = useWords();
  return (
    <details className="play-moves" open>
      <summary>
        {say('play.moves', { count })}
        {disabled ? say('play.moves.bot') : ''}
      </summary>
      {groups.map((g) => {
        const list = (
          <ul>
            {g.moves.map(({ move, label }, i) => (
              <li key={i}>
                <button type="button" className={move === hinted ? 'play-move play-move--hint' : 'play-move'} disabled={disabled} onClick={() => play(move)}>
                  {label}
                  {move === hinted && <span className="play-badge">{say('play.moves.hint')}</span>}
                </button>
              </li>
            ))}
          </ul>
        );
        // A long group (the Port card's hundreds of moves) opens on demand, unless it holds the hinted move:
        // the list then reads as a page on a phone instead of a box scrolling inside the page.
        const long = g.moves.length > LONG_GROUP && !g.moves.some(({ move }) => move === hinted);
        return (
          <div key={g.id} role="group" aria-labelledby={`moves-${g.id}`} className="play-moves__group">
            {long ? (
              <details>
                <summary id={`moves-${g.id}`}>{say('play.moves.group', { label: g.label, count: g.moves.length })}</summary>
                {list}
              </details>
            ) : (
              <>
                <h4 id={`moves-${g.id}`}>{g.label}</h4>
                {list}
              </>
            )}
          </div>
        );
      })}
    </details>
  );
}
