import ts from 'typescript';
import type { Plugin } from 'vite';

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
 *   table for a path does not bring the contract modules, and their zod, into the start;
 * Build only (`vite build`); the dev server, the tests and the server see the sources as they are.
 */
const DOMAIN_SOURCE = /[\\/]packages[\\/]domain[\\/]src[\\/].*\.ts$/;
const SCHEMA_KEYS = new Set(['query', 'params', 'body', 'headers', 'data']);

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Calls whose effect the web may rely on: `messages` registers its texts for `refusalOfText`. */
const EFFECTFUL_CALLS = new Set(['messages']);

/**
 * Every call and `new` in a top-level initializer, outside function bodies, wrapped as `(/*#__PURE__*\/ call)`:
 * in `z.string().min(1)` both calls must be marked, or the bundler drops the outer one and keeps `z.string()`.
 */
function markPure(init: ts.Expression, source: ts.SourceFile, edits: Edit[]): void {
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return;
    const call = ts.isCallExpression(node) || ts.isNewExpression(node);
    const callee = call ? node.expression : undefined;
    if (call && !(callee && ts.isIdentifier(callee) && EFFECTFUL_CALLS.has(callee.text))) {
      edits.push({ start: node.getStart(source), end: node.getStart(source), text: '(/*#__PURE__*/ ' });
      ts.forEachChild(node, visit);
      edits.push({ start: node.getEnd(), end: node.getEnd(), text: ')' });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(init);
}

/** The edits that make one domain module's top level pure and its endpoint entries schema-free. */
export function leanEdits(code: string, fileName = 'module.ts'): Edit[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: Edit[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'endpoint') {
      const entry = node.arguments[0];
      if (entry && ts.isObjectLiteralExpression(entry)) {
        for (const prop of entry.properties) {
          const name = prop.name && (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name)) ? prop.name.text : '';
          if (!SCHEMA_KEYS.has(name)) continue;
          let end = prop.getEnd();
          if (code[end] === ',') end += 1;
          edits.push({ start: prop.getStart(source), end, text: '' });
        }
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const removed = edits.slice();
  const inRemoved = (at: number) => removed.some((r) => at >= r.start && at <= r.end);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (!decl.initializer) continue;
      const marks: Edit[] = [];
      markPure(decl.initializer, source, marks);
      edits.push(...marks.filter((m) => !inRemoved(m.start)));
    }
  }
  return edits;
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

/** Whether an identifier is read as a value (not a declaration's name, a property name, an import or a type). */
function isValueReference(id: ts.Identifier): boolean {
  const parent = id.parent;
  if (ts.isImportSpecifier(parent) || ts.isImportClause(parent) || ts.isNamespaceImport(parent)) return false;
  if (ts.isPropertyAccessExpression(parent) && parent.name === id) return false;
  if (ts.isQualifiedName(parent) && parent.right === id) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === id) return false;
  if (ts.isVariableDeclaration(parent) && parent.name === id) return false;
  if (ts.isParameter(parent) || ts.isFunctionDeclaration(parent) || ts.isTypeAliasDeclaration(parent)) return false;
  for (let n: ts.Node = parent; !ts.isSourceFile(n); n = n.parent) {
    if (ts.isTypeNode(n) || ts.isInterfaceDeclaration(n) || ts.isTypeAliasDeclaration(n)) return false;
  }
  return true;
}

/**
 * Removes what nothing in the file reads any more: its unexported top-level constants and its imports' names
 * (repeated, as one removal can free another). Type-only names stay (the build strips them).
 */
export function pruneUnused(code: string, fileName = 'module.ts'): string {
  for (let round = 0; round < 5; round++) {
    const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const reads = new Map<string, number>();
    const count = (node: ts.Node) => {
      if (ts.isIdentifier(node) && isValueReference(node)) reads.set(node.text, (reads.get(node.text) ?? 0) + 1);
      ts.forEachChild(node, count);
    };
    count(source);
    const unread = (name: string) => !reads.get(name);
    const edits: Edit[] = [];
    for (const st of source.statements) {
      if (ts.isVariableStatement(st) && !st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
        const names = st.declarationList.declarations.map((d) => (ts.isIdentifier(d.name) ? d.name.text : ''));
        if (names.every((n) => n && unread(n))) edits.push({ start: st.getFullStart(), end: st.getEnd(), text: '' });
      }
      if (ts.isImportDeclaration(st) && st.importClause && !st.importClause.isTypeOnly) {
        const clause = st.importClause;
        const named = clause.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : null;
        const specs = named ? named.elements.filter((e) => !e.isTypeOnly) : [];
        const defaultUnread = !clause.name || unread(clause.name.text);
        const ns = clause.namedBindings && ts.isNamespaceImport(clause.namedBindings) ? clause.namedBindings : null;
        const nsUnread = !ns || unread(ns.name.text);
        const kept = specs.filter((e) => !unread(e.name.text));
        const types = named ? named.elements.filter((e) => e.isTypeOnly) : [];
        const from = st.moduleSpecifier.getText(source);
        if (defaultUnread && nsUnread && kept.length === 0 && (clause.name || clause.namedBindings)) {
          // nothing read: the import goes (a `{ type X }` left alone would still load the module)
          const text = types.length
            ? `import type { ${types.map((e) => e.getText(source).replace(/^type\s+/, '')).join(', ')} } from ${from};`
            : '';
          edits.push({ start: st.getFullStart(), end: st.getEnd(), text: text && `\n${text}` });
        } else if (named && kept.length < specs.length) {
          const names = [...kept, ...types].map((e) => e.getText(source)).join(', ');
          edits.push({ start: named.getStart(source), end: named.getEnd(), text: `{ ${names} }` });
        }
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
      const edits = leanEdits(code, file);
      if (!edits.length) return null;
      const lean = applyEdits(code, edits);
      // only the endpoint table's files lost references: only there can something have become unused
      return { code: /[\\/]endpoints?[\\/.]/.test(file) ? pruneUnused(lean, file) : lean, map: null };
    },
  };
}
