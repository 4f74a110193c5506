import type { Move } from '../../engine';
import type { CompanyId } from '../../map/schema';
import type { MoveGroup } from '../../play/targets';
import { useWords } from './words';

/**
 * Every legal move, grouped as the board groups them. The keyboard and screen
 * reader way to play: each move is a button, in the order the engine lists them.
 */
/** More moves than this in one group, and the group is folded until opened. */
const LONG_GROUP = 50;

export interface MoveListProps {
  groups: MoveGroup[];
  /** Each company's colour on this board, for the swatch beside a company's routes. */
  colors: Readonly<Record<CompanyId, string>>;
  disabled: boolean;
  play(m: Move): void;
  hinted: Move | null;
}

export default function MoveList({ groups, colors, disabled, play, hinted }: MoveListProps) {
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
        // A company's routes: its colour beside the heading, as on the board and in the walkthrough, and in words for a screen reader.
        const swatch = g.company && (
          <>
            <span className="swatch" style={{ background: colors[g.company] }} aria-hidden="true" data-company={g.company} />
            <span className="visually-hidden">{say('play.group.colour', { colour: g.colour ?? g.company })}</span>
          </>
        );
        return (
          <div key={g.id} role="group" aria-labelledby={`moves-${g.id}`} className="play-moves__group">
            {long ? (
              <details>
                <summary id={`moves-${g.id}`}>
                  {swatch}
                  {say('play.moves.group', { label: g.label, count: g.moves.length })}
                </summary>
                {list}
              </details>
            ) : (
              <>
                <h4 id={`moves-${g.id}`}>
                  {swatch}
                  {g.label}
                </h4>
                {list}
              </>
            )}
          </div>
        );
      })}
    </details>
  );
}
