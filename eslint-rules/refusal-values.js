// A domain rule says "no" with a Refusal (packages/domain/src/core/refusals.ts), never with words a caller must match
// back to a reason: the rule refuses a returned `{ ok: false, message: … }` (or `msg:`) object in packages/domain.
// Return the Refusal itself, or an outcome carrying one: `{ ok: false, refusal: refusal(CATALOGUE, 'key') }`.

/** The expression under `as const` / `satisfies` / `!`. */
function bare(node) {
  let n = node;
  while (n && (n.type === 'TSAsExpression' || n.type === 'TSSatisfiesExpression' || n.type === 'TSNonNullExpression'))
    n = n.expression;
  return n;
}

/** The object literal under `as const` / `satisfies`, or null. */
function objectOf(node) {
  const n = bare(node);
  return n && n.type === 'ObjectExpression' ? n : null;
}

const keyOf = (p) =>
  p.type === 'Property' && !p.computed
    ? p.key.type === 'Identifier'
      ? p.key.name
      : p.key.type === 'Literal'
        ? String(p.key.value)
        : null
    : null;

/** Whether the literal reads `{ ok: false, message|msg: … }` without a refusal or reason beside the words. */
function wordsRefusal(obj) {
  const ok = obj.properties.find((p) => keyOf(p) === 'ok');
  const flag = ok && bare(ok.value);
  if (!flag || flag.type !== 'Literal' || flag.value !== false) return false;
  const keys = obj.properties.map(keyOf);
  if (keys.includes('refusal') || keys.includes('reason')) return false;
  return keys.includes('message') || keys.includes('msg');
}

const refusalValues = {
  meta: {
    type: 'problem',
    docs: { description: 'a domain rule refuses with a Refusal value, not with words' },
    messages: {
      words:
        "a domain rule returns a Refusal (or { ok: false, refusal }), not { ok: false, message }: words are matched back to reasons nowhere (packages/domain/src/core/refusals.ts).",
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const obj = objectOf(node);
      if (obj && wordsRefusal(obj)) context.report({ node: obj, messageId: 'words' });
    };
    return {
      ReturnStatement: (node) => node.argument && check(node.argument),
      'ArrowFunctionExpression[expression=true]': (node) => check(node.body),
      ConditionalExpression: (node) => {
        // `return c ? { ok: true } : { ok: false, message }` and the arrow form
        const p = node.parent;
        if (p && (p.type === 'ReturnStatement' || (p.type === 'ArrowFunctionExpression' && p.body === node))) {
          check(node.consequent);
          check(node.alternate);
        }
      },
    };
  },
};

export default { rules: { 'refusal-values': refusalValues } };
