import { score, type GameEvent, type GameState, type ScoreSheet } from '../engine';
import { describeEvent, placeName } from '../game/describe';
import type { PlaySession } from './session';
import type { Say } from '../i18n/format';
import { english } from '../i18n/english';

/**
 * What the table announces as play goes on: every event of the last moves in a
 * sentence, bonuses and connections marked so the page can make them stand out.
 */
export interface Announcement {
  /** Index of the move that caused it. */
  move: number;
  kind: 'bonus' | 'connection' | 'purple' | 'end' | 'play';
  text: string;
}

const KIND: Partial<Record<GameEvent['type'], Announcement['kind']>> = {
  'bonus.paid': 'bonus',
  'island.connected': 'connection',
  'purple.activated': 'purple',
  'game.ended': 'end',
};

/** The announcements of the last `count` moves played, newest first. */
export function announcements(s: PlaySession, count = 6, say: Say = english): Announcement[] {
  const out: Announcement[] = [];
  for (let i = s.cursor - 1; i >= 0 && i >= s.cursor - count; i--) {
    const state = s.states[i + 1];
    const list: Announcement[] = [];
    for (const e of s.events[i]) {
      const text = describeEvent(state, e, say);
      if (text) list.push({ move: i, kind: KIND[e.type] ?? 'play', text });
    }
    out.push(...list.reverse());
  }
  return out;
}

/** The final reckoning in words: who won, and how a tie on points was settled. */
export function verdict(state: GameState, sheet: ScoreSheet = score(state), say: Say = english): string {
  const and = say('play.and');
  const names = sheet.winners.map((s) => state.players[s].name);
  const top = sheet.players[sheet.winners[0]];
  const tied = sheet.players.filter((p) => p.total === top.total).map((p) => p.name);
  const vars = { name: names[0], total: top.total, money: top.money, tied: tied.join(and), names: names.join(and) };
  switch (sheet.decidedBy) {
    case 'points':
      return say('play.verdict.points', vars);
    case 'money':
      return say('play.verdict.money', vars);
    case 'last-turn':
      return say('play.verdict.lastTurn', vars);
    default:
      return say(state.variants.tieBreak === 'money-only' ? 'play.verdict.sharedMoney' : 'play.verdict.shared', vars);
  }
}

/** Why the game ended, for the score sheet's heading. */
export function endReason(state: GameState, say: Say = english): string {
  if (!state.ended) return '';
  const vars = { name: state.players[state.ended.seat]?.name ?? '', round: state.ended.round, phase: state.ended.phase };
  return say(state.ended.reason === 'all-laid' ? 'play.end.allLaid' : state.ended.reason === 'dead-board' ? 'play.end.dead' : 'play.end.stuck', vars);
}

export const islandName = (state: GameState, id: string, say: Say = english): string => placeName(state.map, id, say);
