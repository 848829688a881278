// A server module's only door is its index.ts: code outside apps/server/src/modules/<m>/ imports that module through
// apps/server/src/modules/<m>/index.ts and nothing else. Tests (*.test.ts) and the test helpers (apps/server/test/)
// may reach inside modules to set up data; production code may not.
import path from 'node:path';

const MODULES = path.join('apps', 'server', 'src', 'modules') + path.sep;

/** The module a file belongs to ('cart' for …/modules/cart/routes.ts), or null outside the modules. */
export function moduleOf(file) {
  const i = file.lastIndexOf(MODULES);
  if (i < 0) return null;
  const rest = file.slice(i + MODULES.length);
  const slash = rest.indexOf(path.sep);
  return slash < 0 ? null : rest.slice(0, slash);
}

const isTestCode = (file) => /\.test\.ts$|[\\/]test[\\/]/.test(file);

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'other modules are reached only through their index.ts' },
    messages: {
      inside:
        "'{{target}}' is inside module '{{module}}': import '{{module}}/index.ts' instead (a module's index.ts is its only door).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (isTestCode(file)) return {};
    const own = moduleOf(file);
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source.value);
      const targetModule = moduleOf(target);
      if (!targetModule || targetModule === own) return;
      const rest = target.slice(target.lastIndexOf(MODULES) + MODULES.length);
      if (rest === `${targetModule}${path.sep}index.ts`) return;
      context.report({ node: source, messageId: 'inside', data: { target: source.value, module: targetModule } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
