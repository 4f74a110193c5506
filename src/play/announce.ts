import { score, type GameEvent, type GameState, type ScoreSheet } from '../engine';
import { nodeName } from '../map/board';
import { describeEvent } from '../game/describe';
import type { PlaySession } from './session';

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
export function announcements(s: PlaySession, count = 6): Announcement[] {
  const out: Announcement[] = [];
  for (let i = s.cursor - 1; i >= 0 && i >= s.cursor - count; i--) {
    const state = s.states[i + 1];
    const list: Announcement[] = [];
    for (const e of s.events[i]) {
      const text = describeEvent(state, e);
      if (text) list.push({ move: i, kind: KIND[e.type] ?? 'play', text });
    }
    out.push(...list.reverse());
  }
  return out;
}

/** The final reckoning in words: who won, and how a tie on points was settled. */
export function verdict(state: GameState, sheet: ScoreSheet = score(state)): string {
  const names = sheet.winners.map((s) => state.players[s].name);
  const top = sheet.players[sheet.winners[0]];
  const tied = sheet.players.filter((p) => p.total === top.total).map((p) => p.name);
  switch (sheet.decidedBy) {
    case 'points':
      return `${names[0]} wins with ${top.total} points.`;
    case 'money':
      return `${tied.join(' and ')} tie on ${top.total} points; ${names[0]} wins with more money ($${top.money}).`;
    case 'last-turn':
      return `${tied.join(' and ')} tie on ${top.total} points and $${top.money}; ${names[0]} wins as the last of them who did not get a full turn before the game ended.`;
    default:
      return `${names.join(' and ')} share the win: level on ${top.total} points and $${top.money}${state.variants.tieBreak === 'money-only' ? ' (under the money-only tie-break, a tie on money stays shared)' : ''}.`;
  }
}

/** Why the game ended, for the score sheet's heading. */
export function endReason(state: GameState): string {
  if (!state.ended) return '';
  const who = state.players[state.ended.seat]?.name ?? '';
  return state.ended.reason === 'all-laid'
    ? `Every segment was laid (round ${state.ended.round}, phase ${state.ended.phase}).`
    : `${who} could not lay any segment (round ${state.ended.round}, phase ${state.ended.phase}).`;
}

