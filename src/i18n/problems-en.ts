/**
 * English: why a saved game, a game link or the play page's autosave cannot be opened
 * (src/game, src/play). The readers keep these exact sentences as their English
 * `message` (the CLI and the tests read it); the play page says them in its own language
 * from the keys and values (src/play/problem-text.ts).
 */
export const problemsEn = {
  'problem.separator': '; ',
  'problem.at-path': '{path}: {why}',
  'problem.file': '{file}: {path}: {why}',
  'problem.file.document': '(document)',
  'problem.open.what': '{file}: open a saved game (format: clippers-game), a walkthrough (clippers-walkthrough) or a map (clippers-map).',
  'problem.saved.not-object': 'a saved game is an object starting with `format: clippers-game`',
  'problem.saved.is-walkthrough': 'this is a walkthrough, not a saved game; open it as a walkthrough',
  'problem.wrong-format': 'this is {format}, not a saved game (format: clippers-game)',
  'problem.stale-version': 'the game was saved in version {version} of the format; this version reads {current}',
  'problem.map-unavailable': 'The game is played on the map "{map}", which is not available here; open the map file with it.',
  'problem.move-refused': 'Move {n} ({move}) is refused: {why}',
  'problem.with-rule': '{text} (rule {rule})',
  'problem.link.too-long': 'This game is too long for a link ({length} characters, at most {limit}). Save it as a file and send the file.',
  'problem.link.too-long.board': 'This game is too long for a link ({length} characters, at most {limit}; its board travels with it). Save it as a file and send the file.',
  'problem.link.too-large': 'The game in this link unpacks to more than {limit} bytes, more than any saved game holds; it was not opened.',
  'problem.more': 'and {n} more',
  'problem.link.cut': 'The game in this link is damaged (it may have been cut short when it was copied).',
  'problem.link.not-json': 'The game in this link is damaged (it is not valid JSON).',
  'problem.link.no-game': 'This link holds no saved game.',
  'problem.save.not-json': 'The saved game is not valid JSON ({why}).',
  'problem.save.not-object': 'The saved game is not an object.',
  'problem.save.version': 'The saved game has version {version}; this page reads version {current}.',
  'problem.save.no-game': 'The saved game holds no game.',
  'problem.save.no-longer-replays': 'The saved game no longer replays: {why}',
  'problem.save.does-not-hold': 'The saved game does not hold: {why}',
  'problem.save.not-saved': 'The saved game is not a saved game (format: clippers-game).',
  'problem.state.over-limit': '{value} is more than {max}, the most a game can hold here',
  'problem.state.turn-over': 'turn {turn} in a phase of {players} players: the phase is over but the game has not moved on',
  'problem.state.wrong-step': 'the step "{step}" does not belong to phase {phase}',
  'problem.state.stuck': 'the game has not ended, yet {player}, whose turn it is in round {round}, phase {phase}, has no legal move: play could not go on',
  'problem.state.listed-refused': 'the engine lists a {move} move for {player} here and then refuses it (rule {rule}): play could not go on as listed',
} as const;

export type ProblemKey = keyof typeof problemsEn;
