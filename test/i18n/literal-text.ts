import ts from 'typescript';

/**
 * Finds user-facing words written into a React component instead of asked from a
 * catalogue: JSX text, text attributes (title, aria-label, placeholder, alt…), and
 * string literals a JSX child expression shows (`{busy ? 'Thinking…' : label}`).
 * A literal passed to a call (`say('play.hint')`), compared (`m.type === 'pass'`),
 * used as an object key or index, or written in a non-text attribute (className,
 * data-*) is not shown and is not reported. Used by no-literal-text.test.ts.
 */

export interface LiteralText {
  line: number;
  text: string;
  /** Where it was found: `jsx`, `attribute title`, `expression`. */
  where: string;
}

const TEXT_ATTRIBUTES = new Set(['title', 'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'alt', 'label', 'summary']);
/** Words, not punctuation or symbols: `—`, `·`, `×`, `: ` are layout, not language. */
const WORDY = /\p{L}{2,}/u;

function isShownLiteral(node: ts.Node): boolean {
  let child: ts.Node = node;
  let parent = node.parent;
  while (parent) {
    if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) return false;
    if (ts.isBinaryExpression(parent) && parent.operatorToken.kind !== ts.SyntaxKind.BarBarToken && parent.operatorToken.kind !== ts.SyntaxKind.QuestionQuestionToken && parent.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken && parent.operatorToken.kind !== ts.SyntaxKind.PlusToken) return false;
    if (ts.isConditionalExpression(parent) && parent.condition === child) return false;
    if (ts.isElementAccessExpression(parent) || ts.isPropertyAssignment(parent) && parent.name === child) return false;
    if (ts.isCaseClause(parent) || ts.isSwitchStatement(parent)) return false;
    if (ts.isJsxExpression(parent)) return true;
    if (ts.isJsxAttribute(parent) || ts.isJsxElement(parent) || ts.isJsxSelfClosingElement(parent) || ts.isBlock(parent) || ts.isArrowFunction(parent)) return false;
    child = parent;
    parent = parent.parent;
  }
  return false;
}

const literalText = (node: ts.Node): string | null => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('');
  return null;
};

export function literalTextIn(fileName: string, source: string): LiteralText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: LiteralText[] = [];
  const line = (n: ts.Node) => file.getLineAndCharacterOfPosition(n.getStart(file)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.trim();
      if (WORDY.test(text)) out.push({ line: line(node), text, where: 'jsx' });
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file);
      const init = node.initializer;
      if (TEXT_ATTRIBUTES.has(name) && init) {
        if (ts.isStringLiteral(init) && WORDY.test(init.text)) out.push({ line: line(node), text: init.text, where: `attribute ${name}` });
        if (ts.isJsxExpression(init) && init.expression) {
          // Any literal words in a text attribute's expression are shown (`title={`Remove ${name}`}`).
          const scan = (n: ts.Node) => {
            const text = literalText(n);
            if (text !== null && WORDY.test(text) && !ts.isCallExpression(n.parent)) out.push({ line: line(n), text, where: `attribute ${name}` });
            else n.forEachChild(scan);
          };
          scan(init.expression);
        }
        return;
      }
      if (!TEXT_ATTRIBUTES.has(name)) return;
    } else {
      const text = literalText(node);
      if (text !== null) {
        if (WORDY.test(text) && isShownLiteral(node)) out.push({ line: line(node), text, where: 'expression' });
        return;
      }
    }
    node.forEachChild(visit);
  };
  visit(file);
  return out;
}
