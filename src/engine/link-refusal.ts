import { COMPANY_IDS, type CompanyId } from '../map/schema';
import { nodeName } from '../map/board';
import { applyMove } from './core';
import { purpleHomeId } from './purple';
import { because } from './refusals';
import type { RuleId } from './rules';
import type { GameState, Violation } from './types';

/**
 * Why no company can lay on a link now, as the engine refuses it: the question the
 * play page asks when a player clicks a route space no legal move uses. A move names
 * a company and a direction, and a click names neither, so every company is asked
 * from each end, and the answer is about what the player most plausibly meant:
 *
 * - a refusal every company gets alike (the wrong phase, the turn's allowance spent,
 *   the link complete) is given as it is;
 * - else the refusals of the companies that have something to do with the link (the
 *   one `prefer` names, the one that began it, one whose ship, harbor or route stands
 *   at an end, purple at its home), a rule of this link before the general "extend a
 *   route from its end";
 * - and when no company has anything to do with it, no company is named: no route
 *   ends at either end (`link.unreached`).
 *
 * Null when some company may lay there (the click was not refused). Pure: it only
 * asks `applyMove`.
 */
export function linkRefusal(state: GameState, linkId: string, prefer: CompanyId | null = null): Violation | null {
  const map = state.map;
  const index = map.links.findIndex((x) => x.id === linkId);
  if (index < 0) return because('route.extend', 'segment.no-such-link', { link: linkId });
  const l = map.links[index];
  const ends = [l.from, l.to];
  const begun = state.links[index]?.company ?? null;
  const related = (c: CompanyId): boolean =>
    c === prefer ||
    c === begun ||
    state.companies[c].ships.some((e) => ('node' in e ? ends.includes(e.node) : e.link === linkId)) ||
    map.harbors.some((h) => h.company === c && ends.includes(h.id)) ||
    map.islands.some((island, i) => ends.includes(island.id) && state.islands[i].companies.includes(c)) ||
    (c === 'purple' && ends.includes(purpleHomeId(state) ?? ''));
  const rank = (c: CompanyId): number => (c === prefer ? 4 : 0) + (c === begun ? 2 : 0) + (related(c) ? 1 : 0);
  const order = [...COMPANY_IDS].sort((a, b) => rank(b) - rank(a));

  const all: { company: CompanyId; violation: Violation }[] = [];
  for (const company of order) {
    for (const from of ends) {
      const verdict = applyMove(state, { type: 'segment.place', company, link: linkId, from });
      if (verdict.ok) return null;
      all.push({ company, violation: verdict.violation });
    }
  }
  // Alike for everyone: nothing about any company to choose from.
  if (all.every(({ violation }) => violation.message === all[0].violation.message)) return all[0].violation;
  const near = all.filter(({ company }) => related(company)).map(({ violation }) => violation);
  if (near.length > 0) return near.find((v) => !GENERAL.has(v.rule)) ?? near[0];
  return because('route.extend', 'link.unreached', { link: linkId, from: nodeName(map, l.from), to: nodeName(map, l.to) });
}

/** Rules that say only "a route grows from its end", true of any link: a rule of this very link says more. */
const GENERAL: ReadonlySet<RuleId> = new Set<RuleId>(['route.extend', 'route.from-harbor', 'purple.activation']);
