/**
 * English: why a walkthrough step no longer plays as written (src/walkthrough/replay.ts):
 * the expectations it misses and a move made out of turn. The replay gives these keys with
 * their values; `clippers walkthrough` prints them in English from here, and the editor's
 * problems panel and the walkthrough page show replay-fr.ts on a French page. Ids, player
 * names and amounts are the walkthrough file's own.
 */
export const replayEn = {
  'replay.actor': "It is {who}'s turn, not {actor}'s.",
  'replay.no-player': '{label}: there is no player "{name}".',
  'replay.label.money': 'money',
  'replay.label.reserve': 'in reserve',
  'replay.label.card': 'as option card',
  'replay.money': '{name} should have ${want} money, but has ${got}.',
  'replay.reserve': '{name} should have {want} markers in reserve, but has {got} markers.',
  'replay.card': '{name} should have {want} as option card, but has {got}.',
  'replay.card.none': 'no card',
  'replay.card.kind': 'the {card} card',
  'replay.ships': '{company} ships should stand at {want}, but stand at {got}.',
  'replay.bonuses': 'bonuses should be [{want}], but were [{got}].',
  'replay.bonus': '{player} {company} {island} ${amount}',
  'replay.none': 'none',
  'replay.nothing': 'nothing',
  'replay.nothing.company': 'nothing',
  'replay.join': '{first}, {rest}',
  'replay.join.list': '{first}; {rest}',
  'replay.company.red': 'red',
  'replay.company.blue': 'blue',
  'replay.company.white': 'white',
  'replay.company.green': 'green',
  'replay.company.black': 'black',
  'replay.company.purple': 'purple',
  'replay.no-island': 'there is no island "{island}" on this board.',
  'replay.connected': '{island} should be reached by {want}, but is reached by {got}.',
  'replay.round': 'the round should be {want}, but is {got}.',
  'replay.phase': 'the phase should be {want}, but is {got}.',
  'replay.first-player': '{want} should hold the first-player card, but {got} does.',
  'replay.next': "it should be {want}'s turn next, but it is {got}'s.",
  'replay.nobody': 'nobody (the game is over)',
  'replay.purple.active': 'purple should be active.',
  'replay.purple.inactive': 'purple should not be active.',
  // The catalogue's own language, so that a failure shows the engine's refusal in it (walkthrough/failure-text.ts).
  'replay.language': 'en',
} as const;

export type ReplayKey = keyof typeof replayEn;
