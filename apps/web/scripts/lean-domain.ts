import { parseAst, type Plugin } from 'vite';

/**
 * The web build's copy of packages/domain, made tree-shakeable (issue 22): the domain is pure rules (its modules
 * have no side effects, `"sideEffects": false`), but a bundler cannot tell that `export const xSchema = z.object(…)`
 * is pure, so every schema of every domain module the start imports a constant from was kept, and with them zod.
 * - every top-level `const x = call(…)` / `new …` of a domain module is annotated `/*#__PURE__*\/`: kept only where
 *   the web uses `x` (a form's schema still loads, with zod, in the page that validates with it);
 * - the endpoint table's entries (`endpoint({ … })`) lose their zod schemas (`query`, `params`, `body`, `headers`,
 *   `data`): the web calls an entry for its method and path (`api.call`), the schemas are its types only — the
 *   server validates with them (it imports the table unchanged); what the entries no longer use (the file's own
 *   schemas, the imports of zod and of the contracts) is then removed from the table's file, so importing the
 *   table for a path does not bring the contract modules, and their zod, into the start.
 * Build only (`vite build`); the dev server, the tests and the server see the sources as they are. The parser is
 * Vite's own (Rolldown's `parseAst`, TypeScript syntax), so a production install without dev dependencies builds.
 */
const DOMAIN_SOURCE = /[\\/]packages[\\/]domain[\\/]src[\\/].*\.ts$/;
const ENDPOINT_FILE = /[\\/]endpoints?[\\/.]/;
const SCHEMA_KEYS = new Set(['query', 'params', 'body', 'headers', 'data']);
/** Calls whose effect the web may rely on: `messages` registers its texts for `refusalOfText`. */
const EFFECTFUL_CALLS = new Set(['messages']);

interface Edit {
  start: number;
  end: number;
  text: string;
}

// The parts of Oxc's ESTree AST this file reads.
interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
type Visit = (node: AstNode, parent: AstNode | null, key: string) => boolean | void;

const isNode = (x: unknown): x is AstNode =>
  typeof x === 'object' && x !== null && typeof (x as AstNode).type === 'string';
const nameOf = (n: unknown): string => (isNode(n) && n.type === 'Identifier' ? String(n.name) : '');

/** Walks the tree depth first; `visit` answering false skips a node's children. */
function walk(node: AstNode, visit: Visit, parent: AstNode | null = null, key = ''): void {
  if (visit(node, parent, key) === false) return;
  for (const [k, v] of Object.entries(node)) {
    if (Array.isArray(v)) for (const c of v) if (isNode(c)) walk(c, visit, node, k);
    if (isNode(v)) walk(v, visit, node, k);
  }
}

const parse = (code: string) => parseAst(code, { lang: 'ts', sourceType: 'module' }) as unknown as AstNode;
const body = (program: AstNode) => program.body as AstNode[];
const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration', 'ClassBody']);

/** The top-level `const` of a statement (exported or not) and whether it is exported. */
function topConst(st: AstNode): { decl: AstNode; exported: boolean } | null {
  if (st.type === 'VariableDeclaration') return { decl: st, exported: false };
  const d = st.declaration;
  if (st.type === 'ExportNamedDeclaration' && isNode(d) && d.type === 'VariableDeclaration')
    return { decl: d, exported: true };
  return null;
}

/**
 * Every call and `new` in a top-level initializer, outside function bodies, wrapped as `(/*#__PURE__*\/ call)`:
 * in `z.string().min(1)` both calls must be marked, or the bundler drops the outer one and keeps `z.string()`.
 */
function markPure(init: AstNode, edits: Edit[]): void {
  walk(init, (node) => {
    if (FUNCTIONS.has(node.type)) return false;
    if (node.type !== 'CallExpression' && node.type !== 'NewExpression') return;
    if (EFFECTFUL_CALLS.has(nameOf(node.callee))) return;
    edits.push({ start: node.start, end: node.start, text: '(/*#__PURE__*/ ' });
    walk(node, (inner, parent) => {
      if (parent === null) return; // the call itself, visited above
      markPure(inner, edits);
      return false;
    });
    edits.push({ start: node.end, end: node.end, text: ')' });
    return false;
  });
}

/** Whether `init` makes a call `which` accepts outside the functions it defines. */
function calls(init: AstNode, which: (call: AstNode) => boolean): boolean {
  let found = false;
  walk(init, (node) => {
    if (found || FUNCTIONS.has(node.type)) return false;
    if ((node.type === 'CallExpression' || node.type === 'NewExpression') && which(node)) found = true;
  });
  return found;
}

/** The edits that make one domain module's top level pure and its endpoint entries schema-free. */
export function leanEdits(code: string, endpointFile = true): Edit[] {
  const program = parse(code);
  const removed: Edit[] = [];
  const keyOf = (prop: AstNode) => {
    const key = prop.key as AstNode | undefined;
    return prop.type === 'Property' && !prop.computed && key ? nameOf(key) || String(key.value ?? '') : '';
  };
  walk(program, (node) => {
    // an entry: `endpoint({ method, path, … })`, or, in the table's files, one written as a plain object (a download's)
    const entry =
      node.type === 'CallExpression' && nameOf(node.callee) === 'endpoint'
        ? (node.arguments as AstNode[])[0]
        : endpointFile &&
            node.type === 'ObjectExpression' &&
            ['method', 'path'].every((k) => (node.properties as AstNode[]).some((p) => keyOf(p) === k))
          ? node
          : null;
    if (!entry) return;
    if (entry.type !== 'ObjectExpression') return false;
    for (const prop of entry.properties as AstNode[]) {
      if (!SCHEMA_KEYS.has(keyOf(prop))) continue;
      let end = prop.end;
      if (code[end] === ',') end += 1;
      removed.push({ start: prop.start, end, text: '' });
    }
    return false;
  });
  const inRemoved = (at: number) => removed.some((r) => at >= r.start && at <= r.end);
  const marks: Edit[] = [];
  for (const st of body(program)) {
    const c = topConst(st);
    for (const d of c ? (c.decl.declarations as AstNode[]) : []) {
      const init = d.init;
      if (!isNode(init) || !calls(init, () => true)) continue;
      if (calls(init, (call) => EFFECTFUL_CALLS.has(nameOf(call.callee)))) markPure(init, marks);
      else {
        // The whole value computed in a pure arrow called at once: unused, nothing of it is kept. Marking only its
        // calls pure left their arguments' property reads and spreads (`M.x`, `{ ...fields }`), and through them
        // the schemas they name and zod, in the bundle.
        marks.push({ start: init.start, end: init.start, text: '/*#__PURE__*/ (() => (' });
        marks.push({ start: init.end, end: init.end, text: '))()' });
      }
    }
  }
  return [...removed, ...marks.filter((m) => !inRemoved(m.start))];
}

/** Applies removals and insertions; insertions at one place keep the order they were made in (outer call first). */
export function applyEdits(code: string, edits: Edit[]): string {
  const order = edits.map((e, i) => ({ ...e, i }));
  order.sort((a, b) => a.start - b.start || a.i - b.i);
  let out = '';
  let at = 0;
  for (const e of order) {
    if (e.start < at) continue; // inside a removed range
    out += code.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + code.slice(at);
}

const TYPE_ONLY = new Set([
  'TSTypeAliasDeclaration',
  'TSInterfaceDeclaration',
  'TSTypeAnnotation',
  'TSTypeParameterInstantiation',
  'TSTypeParameterDeclaration',
  'TSTypeReference',
  'TSTypeQuery',
  'TSImportType',
  'TSQualifiedName',
]);

/** How often each name is read as a value (not as a declaration's or property's name, an import or a type). */
function valueReads(program: AstNode): Map<string, number> {
  const reads = new Map<string, number>();
  walk(program, (node, parent, key) => {
    if (TYPE_ONLY.has(node.type)) return false;
    if (node.type.startsWith('Import') && node.type !== 'ImportExpression') return false;
    if (node.type !== 'Identifier' || !parent) return;
    if (parent.type === 'MemberExpression' && key === 'property' && !parent.computed) return;
    if (parent.type === 'Property' && key === 'key' && !parent.computed) return;
    if (parent.type === 'VariableDeclarator' && key === 'id') return;
    reads.set(String(node.name), (reads.get(String(node.name)) ?? 0) + 1);
  });
  return reads;
}

/** One import without the names nothing reads (`null`: leave it as it is). */
function leanImport(st: AstNode, code: string, unread: (n: string) => boolean): string | null {
  if (st.importKind === 'type') return null;
  const specs = st.specifiers as AstNode[];
  if (!specs.length || specs.some((s) => s.type === 'ImportNamespaceSpecifier')) return null;
  const local = (s: AstNode) => nameOf(s.local);
  const types = specs.filter((s) => s.type === 'ImportSpecifier' && s.importKind === 'type');
  const values = specs.filter((s) => !types.includes(s));
  const kept = values.filter((s) => !unread(local(s)));
  if (kept.length === values.length) return null;
  const from = code.slice((st.source as AstNode).start, (st.source as AstNode).end);
  const text = (s: AstNode) => code.slice(s.start, s.end);
  const def = kept.find((s) => s.type === 'ImportDefaultSpecifier');
  const named = [...kept.filter((s) => s !== def), ...types].map(text);
  // a `{ type X }` left alone would still load the module: it becomes `import type`
  if (!kept.length)
    return types.length
      ? `import type { ${named.map((t) => t.replace(/^type\s+/, '')).join(', ')} } from ${from};`
      : '';
  return `import ${def ? text(def) : ''}${def && named.length ? ', ' : ''}${named.length ? `{ ${named.join(', ')} }` : ''} from ${from};`;
}

/**
 * Removes what nothing in the file reads any more: its unexported top-level constants and its imports' names
 * (repeated, as one removal can free another). Type-only names stay (the build strips them).
 */
export function pruneUnused(code: string): string {
  for (let round = 0; round < 5; round++) {
    const program = parse(code);
    const reads = valueReads(program);
    const unread = (name: string) => !reads.get(name);
    const edits: Edit[] = [];
    for (const st of body(program)) {
      const c = topConst(st);
      if (c && !c.exported) {
        const ids = (c.decl.declarations as AstNode[]).map((d) => nameOf(d.id));
        if (ids.every((n) => n && unread(n))) edits.push({ start: st.start, end: st.end, text: '' });
      }
      if (st.type === 'ImportDeclaration') {
        const text = leanImport(st, code, unread);
        if (text !== null) edits.push({ start: st.start, end: st.end, text });
      }
    }
    if (!edits.length) return code;
    code = applyEdits(code, edits);
  }
  return code;
}

export function leanDomain(): Plugin {
  return {
    name: 'portal-lean-domain',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!DOMAIN_SOURCE.test(file) || /\.test\.ts$/.test(file)) return null;
      const edits = leanEdits(code, ENDPOINT_FILE.test(file));
      if (!edits.length) return null;
      const lean = applyEdits(code, edits);
      // only the endpoint table's files lost references: only there can something have become unused
      return { code: ENDPOINT_FILE.test(file) ? pruneUnused(lean) : lean, map: null };
    },
  };
}
