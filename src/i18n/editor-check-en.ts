import { DIAGNOSTIC_CODES, type DiagnosticCode } from '../map/diagnostics';

/**
 * English: the editor's problems panel (ProblemsPanel, problem-words.ts); editor-check-fr.ts
 * has the same keys. An English page shows the checker's and the engine's own sentences; the
 * `editor.check.<code>` and `editor.wt.*` words are what a translated page shows instead, so
 * here they are the checker's own summaries, from its table of codes.
 */
const checks = Object.fromEntries(Object.entries(DIAGNOSTIC_CODES).map(([code, d]) => [`editor.check.${code}`, d.summary])) as {
  readonly [K in DiagnosticCode as `editor.check.${K}`]: string;
};

export const editorCheckEn = {
  'editor.problems': 'Problems',
  'editor.problems.time': 'checked in {ms} ms',
  'editor.problems.time.title': 'Time the checker took after the last edit',
  'editor.problems.none': '✓ The checker finds nothing wrong: the board is playable.',
  'editor.severity.error': 'error: ',
  'editor.severity.warning': 'warning: ',
  ...checks,
  'editor.check.elements': '{summary} ({elements})',

  // A walkthrough that no longer replays on the board (src/editor/walkthrough-problems.ts)
  'editor.wt.setup': '“{title}” cannot be replayed on this board: the checker’s errors say why.',
  'editor.wt.noCard': '“{title}” cannot be replayed on this board: it has no departure card for {nation}, whom the walkthrough seats.',
  'editor.wt.step': '“{title}”, {where}: {why}',
  'editor.wt.atSetup': 'setup',
  'editor.wt.atStep': 'step {n} ({title})',
  'editor.wt.rule': 'rule {id}: {text}',
  'editor.wt.later': '“{title}”: {steps}',
  'editor.wt.linkSpaces': '“{title}” lays {needed} segments on {from}–{to} ({steps}), which has {spaces}: give it {needed} spaces.',
  'editor.wt.linkMissing': '“{title}” lays segments on {link} ({steps}), a link this board no longer has: draw it again between {from} and {to} with {needed} spaces.',
  'editor.wt.spaces.one': '{count} space',
  'editor.wt.spaces.other': '{count} spaces',
  'editor.wt.narration': '“{title}” names {island} ({steps}), and this board {what}: reread those steps.',
  'editor.wt.drift.removed': 'removed it',
  'editor.wt.drift.renamed': 'renamed it',
  'editor.wt.drift.value': 'changed its value',
  'editor.wt.drift.ports': 'changed its port spaces',
  'editor.wt.drift.card': 'changed the departure-card markers on it',
  'editor.wt.drift.and': ' and ',
  'editor.wt.steps.one': 'step {list}',
  'editor.wt.steps.other': 'steps {list}',
  'editor.wt.laterSteps.one': '{count} later step ({list}) no longer plays as written either, most likely because of {cause}; fix that first.',
  'editor.wt.laterSteps.other': '{count} later steps ({list}) no longer play as written either, most likely because of {cause}; fix that first.',
  'editor.wt.cause.setup': 'the setup',
  'editor.wt.cause.step': 'step {n}',
} as const;
