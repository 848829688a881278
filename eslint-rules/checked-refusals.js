// A use case answers only a reason its endpoint entry lists, and the compiler checks it (issue 55): every refusal the
// server throws goes through a checker — `const no = listedBy(E.entry, …)` (packages/domain/src/core/route.ts), or
// `noEntry` (apps/server/src/http/no-entry.ts) where no entry is the caller (a plain route, a job, a seed). The rule
// refuses an error made straight from a refusal: `notFound(refusal(M, 'gone'))` or `businessError(why)` compiles
// against no list, and a reason the entry does not declare would be found only by a test that reaches it.

/** apps/server/src/http/errors.ts: the errors that carry a refusal as their first argument. */
const MAKERS = new Set([
  'businessError',
  'refusedWith',
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'payloadTooLarge',
  'tooManyRequests',
]);

/** The called function's name: `f(…)` → f, `a.f(…)` → f, `listedBy(E.x)(…)` → listedBy. */
function calleeName(call) {
  let c = call.callee;
  while (c.type === 'CallExpression') c = c.callee;
  if (c.type === 'Identifier') return c.name;
  if (c.type === 'MemberExpression' && !c.computed && c.property.type === 'Identifier') return c.property.name;
  return null;
}

/** Whether the refusal is a checker's answer: `no(…)`, `listedBy(E.x)(…)`, `noEntry(…)`, or a choice of two such. */
function checked(arg) {
  if (arg.type === 'ConditionalExpression') return checked(arg.consequent) && checked(arg.alternate);
  if (arg.type !== 'CallExpression') return false;
  const inner = calleeName(arg);
  return inner !== null && inner !== 'refusal' && inner !== 'refusalOf' && !MAKERS.has(inner);
}

const checkedRefusals = {
  meta: {
    type: 'problem',
    docs: { description: "a thrown refusal goes through its entries' checker (listedBy) or noEntry" },
    messages: {
      unchecked:
        "{{maker}}(…) takes a refusal through its entries' checker: `const no = listedBy(E.entry, …)` then {{maker}}(no(refusal(…))), or noEntry(…) where no entry calls (apps/server/src/http/no-entry.ts).",
    },
    schema: [],
  },
  create(context) {
    /** Local name → maker, for the makers imported from http/errors.ts (a module's own helper of that name is not one). */
    const imported = new Map();
    return {
      ImportDeclaration(node) {
        if (!/(^|\/)http\/errors(\.ts)?$/.test(String(node.source.value))) return;
        for (const s of node.specifiers)
          if (s.type === 'ImportSpecifier' && MAKERS.has(s.imported.name)) imported.set(s.local.name, s.imported.name);
      },
      CallExpression(node) {
        if (node.callee.type !== 'Identifier') return;
        const maker = imported.get(node.callee.name);
        if (!maker) return;
        const first = node.arguments[0];
        if (!first) return; // the framework's default refusal (badRequest(), forbidden())
        if (!checked(first)) context.report({ node: first, messageId: 'unchecked', data: { maker } });
      },
    };
  },
};

export default { rules: { 'checked-refusals': checkedRefusals } };
