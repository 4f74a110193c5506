import { useState } from 'react';
import { chosenMove, litOf, narrowed, optionsShown, settle, stepBack, type Group, type Offer, type Option } from '../../shell/picker';
import type { SayFn } from './play-say';

/**
 * The moves listed now, chosen in a few steps: an action, then (for an action with many ways)
 * the piece, the place, the way round. Each last option shows what it costs before it is
 * played. Pointing at an option lights the spaces it concerns on the table.
 */
export interface Pick {
  group: string | null;
  chosen: string[];
  /** After pointing at a space: the options of the next choice that concern it. */
  only?: string[] | null;
}

export interface MovePickerProps {
  groups: readonly Group[];
  pick: Pick;
  setPick(p: Pick): void;
  play(offer: Offer): void;
  /** The spaces to light while an option is pointed at (null: back to the picker's own). */
  light(spaces: string[] | null): void;
  /** The group of the move a hint suggests, marked in the list. */
  hinted?: string | null;
  say: SayFn;
}

/** More options than this are offered in a list box rather than as buttons. */
const BUTTONS_AT_MOST = 16;

/** An option that leads to one move plays it at once: its cost is shown on it. */
const costOf = (offers: readonly Offer[], say: SayFn): string | null => (offers.length === 1 && offers[0].d.cost ? say('mplay.pick.cost', { cost: offers[0].d.cost }) : null);

/** An option's words, with the choices after it when it leads to one move (they are made with it). */
const labelOf = (o: Option, level: number): string => {
  const rest = o.offers.length === 1 ? o.offers[0].d.steps.slice(level + 1).map((x) => x.label) : [];
  return [o.choice.label, ...rest].join(' · ');
};

export default function MovePicker({ groups, pick, setPick, play, light, hinted, say }: MovePickerProps) {
  const group = groups.find((g) => g.group.key === pick.group) ?? null;
  if (!group)
    return (
      <div className="mp-pick" data-picker>
        <h3 className="mp-pick__h">{say('mplay.pick.actions')}</h3>
        <ul className="mp-pick__list">
          {groups.map((g) => {
            // A group of one move is played from here, named in full and with its cost.
            const only = g.offers.length === 1 ? g.offers[0] : null;
            const cost = only?.d.cost ? say('mplay.pick.cost', { cost: only.d.cost }) : null;
            const label = only && only.d.steps.length > 0 ? `${g.group.label}: ${only.d.steps.map((x) => x.label).join(' · ')}` : g.group.label;
            return (
              <li key={g.group.key}>
                <button
                  type="button"
                  className="mp-option"
                  data-group={g.group.key}
                  data-hinted={hinted === g.group.key ? '' : undefined}
                  onClick={() => (only ? play(only) : setPick({ group: g.group.key, chosen: [] }))}
                  onMouseEnter={() => light(litOf(g.offers))}
                  onFocus={() => light(litOf(g.offers))}
                  onMouseLeave={() => light(null)}
                  onBlur={() => light(null)}
                >
                  <span>{label}</span>
                  {cost ? <small>{cost}</small> : !only && <small>{say('mplay.pick.count', { count: g.offers.length })}</small>}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    );
  const chosen = settle(group.offers, pick.chosen);
  const options = optionsShown(group.offers, chosen, chosen.length === pick.chosen.length ? pick.only : null);
  const choose = (o: Option) => {
    const next = settle(group.offers, [...chosen, o.choice.key]);
    const done = chosenMove(group.offers, next);
    if (done) play(done);
    else setPick({ group: group.group.key, chosen: next });
  };
  const back = chosen.length > 0 ? stepBack(group.offers, chosen) : null;
  const made = chosen.map((key, i) => narrowed(group.offers, chosen.slice(0, i + 1))[0]?.d.steps[i]?.label ?? key);
  return (
    <div className="mp-pick" data-picker data-open-group={group.group.key}>
      <p className="mp-pick__trail">
        <button type="button" className="button button--ghost mp-pick__back" onClick={() => setPick({ group: null, chosen: [] })} data-all-actions>
          ← {say('mplay.pick.start')}
        </button>
        {back !== null && back.length < chosen.length && (
          <button type="button" className="button button--ghost mp-pick__back" onClick={() => setPick({ group: group.group.key, chosen: back })} data-pick-back>
            {say('mplay.pick.back')}
          </button>
        )}
      </p>
      <h3 className="mp-pick__h">{group.group.label}</h3>
      {made.length > 0 && <p className="mp-pick__made">{made.join(' · ')}</p>}
      {options.some((o) => o.offers.some((x) => (x.d.targets ?? []).length > 0)) && <p className="mp-pick__hint">{say('mplay.pick.point')}</p>}
      {options.length <= BUTTONS_AT_MOST ? (
        <ul className="mp-pick__list">
          {options.map((o) => {
            const cost = costOf(o.offers, say);
            return (
              <li key={o.choice.key}>
                <button
                  type="button"
                  className="mp-option"
                  data-choice={o.choice.key}
                  data-ways={o.offers.length}
                  onClick={() => choose(o)}
                  onMouseEnter={() => light(litOf(o.offers))}
                  onFocus={() => light(litOf(o.offers))}
                  onMouseLeave={() => light(null)}
                  onBlur={() => light(null)}
                >
                  <span>{labelOf(o, chosen.length)}</span>
                  {cost && <small>{cost}</small>}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <ManyOptions key={chosen.join(' ')} options={options} level={chosen.length} choose={choose} light={light} say={say} />
      )}
    </div>
  );
}

function ManyOptions({ options, level, choose, light, say }: { options: Option[]; level: number; choose(o: Option): void; light(s: string[] | null): void; say: SayFn }) {
  const [key, setKey] = useState(options[0]?.choice.key ?? '');
  const current = options.find((o) => o.choice.key === key) ?? options[0];
  const cost = current ? costOf(current.offers, say) : null;
  return (
    <form
      className="mp-pick__many"
      onSubmit={(e) => {
        e.preventDefault();
        if (current) choose(current);
      }}
    >
      <label>
        <span className="visually-hidden">{say('mplay.pick.title')}</span>
        <select
          value={current?.choice.key}
          size={Math.min(8, options.length)}
          onChange={(e) => {
            setKey(e.target.value);
            light(litOf(options.find((o) => o.choice.key === e.target.value)?.offers ?? []));
          }}
          data-choices
        >
          {options.map((o) => (
            <option key={o.choice.key} value={o.choice.key}>
              {labelOf(o, level)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button" data-choose>
        {current ? labelOf(current, level) : ''}
        {cost ? ` (${cost})` : ''}
      </button>
    </form>
  );
}
