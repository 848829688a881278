// One rule for the three packages' walls: an area is entered only through its door (its index.ts), and imports only
// downwards.
// - apps/server/src/modules/<m>/: code outside module m (another module, app.ts, the seed) imports it through
//   <m>/index.ts and nothing else.
// - packages/domain/src/<area>/: an area imports another only through its door, and only an area on a lower layer
//   (DOMAIN_LAYERS, floor first): no import upward or sideways. The barrel (src/index.ts) stands on top of all.
// - apps/web/src/features/<f>/: code outside feature f imports it only through <f>/index.ts (the app's routes and
//   main.tsx may load a page by its file).
// - the wings, apps/server/src and apps/web/src: each top-level folder or file stands on a layer (SERVER_LAYERS,
//   WEB_LAYERS, floor first) and imports only what stands lower.
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
  ['invoice'], // invoice titles, requests and amounts, above buying and payment
  ['design-order', 'member-store'],
  ['survey'],
  ['board'], // the dashboards' periods and contract (issue 60)
  ['api'], // the endpoint table (routes, and endpoints = routes + schemas), on top of every area's contract
];
/**
 * The server's wing, floor first: the top-level folders and files of apps/server/src. One imports only what stands on a
 * lower layer. The module kit (portal-module.ts) stands under the modules; the list of modules
 * (manifest/manifest.ts) above them. A new top-level folder or file of apps/server/src must be given its layer here.
 */
export const SERVER_LAYERS = [
  [
    'node-version.ts',
    'config-aigc.ts',
    'config-payment.ts',
    'config-sms.ts',
    'config-captcha.ts',
    'config-tracking.ts',
    'config-invoice.ts',
    'exceljs.ts', // exceljs, its streaming writer mended for archiver 7 (issue 61 §9g)
  ],
  ['config.ts'],
  ['db'],
  ['cache', 'events', 'deps.ts'],
  ['queue'],
  ['http'],
  ['files'],
  ['portal-module.ts'], // the module kit: what a module hands the app
  ['modules'],
  ['manifest', 'seed', 'admin'], // the one list of modules; the seed and the operators' command line use them
  ['app.ts'],
  ['main.ts'],
  ['boot.ts'],
];

/**
 * The web's wing, floor first: the top-level folders and files of apps/web/src. The shell (layouts) uses features
 * through their doors; only the app (routes) and main.tsx load a feature's page by its file. A new top-level folder or
 * file of apps/web/src must be given its layer here.
 */
export const WEB_LAYERS = [
  ['config.ts', 'api', 'styles'],
  ['components'],
  ['session'],
  ['features'],
  ['layouts'],
  ['app'],
  ['main.tsx'],
];

const layersOf = (list) => new Map(list.flatMap((areas, i) => areas.map((a) => [a, i])));

const dir = (...parts) => path.join(...parts) + path.sep;
const HOUSES = [
  { kind: 'module', root: dir('apps', 'server', 'src', 'modules'), doors: true, outsideToo: true },
  {
    kind: 'domain area',
    root: dir('packages', 'domain', 'src'),
    doors: true,
    layers: layersOf(DOMAIN_LAYERS),
    list: 'DOMAIN_LAYERS',
  },
  {
    kind: 'feature',
    root: dir('apps', 'web', 'src', 'features'),
    doors: true,
    outsideToo: true,
    // the app's routes and main.tsx may load a page by its file (each page its own chunk)
    pagesFrom: [dir('apps', 'web', 'src', 'app'), path.join('apps', 'web', 'src', 'main.tsx')],
  },
  // the wings: every top-level folder and file is an area; no doors, only floors
  {
    kind: 'server part',
    root: dir('apps', 'server', 'src'),
    rootFiles: true,
    layers: layersOf(SERVER_LAYERS),
    list: 'SERVER_LAYERS',
  },
  {
    kind: 'web part',
    root: dir('apps', 'web', 'src'),
    rootFiles: true,
    layers: layersOf(WEB_LAYERS),
    list: 'WEB_LAYERS',
  },
];

/** The file's place in one house ('cart' for …/modules/cart/routes.ts), or null outside it. */
function placeIn(house, file) {
  const i = file.lastIndexOf(house.root);
  if (i < 0) return null;
  const rest = file.slice(i + house.root.length);
  const slash = rest.indexOf(path.sep);
  const area = slash >= 0 ? rest.slice(0, slash) : house.rootFiles ? rest : null;
  return { house, area, rest, base: file.slice(0, i + house.root.length) };
}

/** The house and area a file belongs to in the first house that holds it, or null outside every house. */
function placeOf(file) {
  for (const house of HOUSES) {
    const p = placeIn(house, file);
    if (p) return p;
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
    docs: {
      description: 'an area is entered only through its door; the domain and the two wings import only downwards',
    },
    messages: {
      inside:
        "'{{target}}' is inside {{kind}} '{{area}}': import '{{door}}' instead (an area's index.ts is its only door).",
      upward:
        "'{{target}}' is {{kind}} '{{area}}' (layer {{to}}), not below '{{own}}' (layer {{from}}): an area imports only areas of a lower layer (eslint-rules/module-boundaries.js, {{list}}).",
      unlayered: "{{kind}} '{{area}}' has no layer: give it one in {{list}} (eslint-rules/module-boundaries.js).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (isTestCode(file)) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const targetFile = path.resolve(path.dirname(file), source.value);
      for (const house of HOUSES) {
        const target = placeIn(house, targetFile);
        if (!target || !target.area) continue;
        const own = placeIn(house, file);
        if (checkIn(house, own, target, node, source)) return;
      }
    };
    /** One house's verdict on an import; true when it reported. */
    const checkIn = (house, own, target, node, source) => {
      const sameHouse = own && own.base === target.base;
      if (sameHouse && own.area === target.area) return false;
      const { area } = target;
      const data = { target: source.value, kind: house.kind, area };
      if (house.layers && sameHouse && own.area) {
        const from = house.layers.get(own.area);
        const to = house.layers.get(area);
        if (from === undefined || to === undefined) {
          const missing = from === undefined ? own.area : area;
          context.report({
            node: source,
            messageId: 'unlayered',
            data: { kind: house.kind, area: missing, list: house.list },
          });
          return true;
        }
        if (to >= from) {
          context.report({
            node: source,
            messageId: 'upward',
            data: { ...data, own: own.area, from, to, list: house.list },
          });
          return true;
        }
      }
      if (!house.doors) return false;
      if (!sameHouse && !house.outsideToo) return false;
      if (!sameHouse && house.pagesFrom?.some((p) => file.includes(p))) return false;
      const door = doorOf(house, area);
      if (target.rest === door) return false;
      context.report({ node: source, messageId: 'inside', data: { ...data, door: door.split(path.sep).join('/') } });
      return true;
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
