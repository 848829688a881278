// One rule for the three packages' walls: an area is entered only through its door (its index.ts).
// - apps/server/src/modules/<m>/: code outside module m (another module, app.ts, the seed) imports it through
//   <m>/index.ts and nothing else.
// - packages/domain/src/<area>/: an area imports another only through its door, and only an area on a lower layer
//   (DOMAIN_LAYERS, floor first): no import upward or sideways. The barrel (src/index.ts) stands on top of all.
// - apps/web/src/features/<f>/: a feature imports another feature only through <f>/index.ts (the app's routes and
//   shared components, outside the features, may load a page by its file).
// Tests (*.test.ts, *.test.tsx) and the test helpers (apps/server/test/) may reach inside to set up data; production
// code may not.
import path from 'node:path';

/**
 * The domain's layers, floor first. An area imports only areas of a lower layer, through their index.ts (the endpoint
 * table's door is api/index.ts: its routes and its endpoints). A new folder of packages/domain/src must be given its layer here.
 */
export const DOMAIN_LAYERS = [
  ['core'], // the envelope, the endpoint entry, the refusal registry, money, Beijing time
  ['ui'],
  ['dealer'],
  ['account'],
  ['navigation'],
  ['catalogue', 'content', 'aigc', 'message', 'service-order', 'promotion', 'payment'],
  ['compare', 'calculators', 'imports'],
  ['buying'],
  ['design-order', 'member-store'],
  ['survey'],
  ['api'], // the endpoint table (routes, and endpoints = routes + schemas), on top of every area's contract
];
const layerOf = new Map(DOMAIN_LAYERS.flatMap((areas, i) => areas.map((a) => [a, i])));

const dir = (...parts) => path.join(...parts) + path.sep;
const HOUSES = [
  { kind: 'module', root: dir('apps', 'server', 'src', 'modules'), outsideToo: true },
  { kind: 'domain area', root: dir('packages', 'domain', 'src'), layered: true },
  { kind: 'feature', root: dir('apps', 'web', 'src', 'features') },
];

/** The house and area a file belongs to ('cart' for …/modules/cart/routes.ts), or null outside every area. */
function placeOf(file) {
  for (const house of HOUSES) {
    const i = file.lastIndexOf(house.root);
    if (i < 0) continue;
    const rest = file.slice(i + house.root.length);
    const slash = rest.indexOf(path.sep);
    return { house, area: slash < 0 ? null : rest.slice(0, slash), rest, base: file.slice(0, i + house.root.length) };
  }
  return null;
}

/** The server module a file belongs to, or null outside the modules. */
export function moduleOf(file) {
  const p = placeOf(file);
  return p && p.house.kind === 'module' ? p.area : null;
}

const doorOf = (house, area) => `${area}${path.sep}index.ts`;

const isTestCode = (file) => /\.test\.tsx?$|[\\/]test[\\/]/.test(file);

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'an area is entered only through its door; the domain imports only downwards' },
    messages: {
      inside:
        "'{{target}}' is inside {{kind}} '{{area}}': import '{{door}}' instead (an area's index.ts is its only door).",
      upward:
        "'{{target}}' is domain area '{{area}}' (layer {{to}}), not below '{{own}}' (layer {{from}}): an area imports only areas of a lower layer (eslint-rules/module-boundaries.js, DOMAIN_LAYERS).",
      unlayered:
        "domain area '{{area}}' has no layer: give it one in DOMAIN_LAYERS (eslint-rules/module-boundaries.js).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (isTestCode(file)) return {};
    const own = placeOf(file);
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = placeOf(path.resolve(path.dirname(file), source.value));
      if (!target || !target.area) return;
      const sameHouse = own && own.house === target.house && own.base === target.base;
      if (sameHouse && own.area === target.area) return;
      if (!sameHouse && !target.house.outsideToo) return;
      const { house, area } = target;
      const data = { target: source.value, kind: house.kind, area };
      if (house.layered && sameHouse && own.area) {
        const from = layerOf.get(own.area);
        const to = layerOf.get(area);
        if (from === undefined || to === undefined) {
          const missing = from === undefined ? own.area : area;
          context.report({ node: source, messageId: 'unlayered', data: { area: missing } });
          return;
        }
        if (to >= from) {
          context.report({ node: source, messageId: 'upward', data: { ...data, own: own.area, from, to } });
          return;
        }
      }
      const door = doorOf(house, area);
      if (target.rest === door) return;
      context.report({ node: source, messageId: 'inside', data: { ...data, door: door.split(path.sep).join('/') } });
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
