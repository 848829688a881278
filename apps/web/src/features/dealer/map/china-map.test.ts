import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chinaMap, SOUTH_CHINA_SEA, type MapCollection } from './china-map.ts';

const read = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, name), 'utf8')) as MapCollection;

type Ring = [number, number][];
const ringsOf = (f: MapCollection['features'][number]): Ring[] =>
  f.geometry.type === 'Polygon' ? (f.geometry.coordinates as Ring[]) : (f.geometry.coordinates as Ring[][]).flat();
const bbox = (rings: Ring[]) => {
  const pts = rings.flat();
  return {
    minX: Math.min(...pts.map((p) => p[0])),
    maxX: Math.max(...pts.map((p) => p[0])),
    minY: Math.min(...pts.map((p) => p[1])),
    maxY: Math.max(...pts.map((p) => p[1])),
  };
};

describe('the offline map of China', () => {
  const map = chinaMap(read('china.geojson'), read('south-china-sea.geojson'));

  it('includes the South China Sea islands (南海诸岛) once, in the customary inset at the lower right', () => {
    const nanhai = map.features.filter((f) => f.properties.name === SOUTH_CHINA_SEA);
    expect(nanhai).toHaveLength(1);
    const rings = ringsOf(nanhai[0]!);
    // the inset's frame and the eleven segments of the nine-dash line
    expect(rings).toHaveLength(12);
    const inset = bbox(rings);
    expect(inset.minX).toBeGreaterThan(125);
    expect(inset.maxX).toBeLessThan(133);
    expect(inset.minY).toBeGreaterThan(17);
    expect(inset.maxY).toBeLessThanOrEqual(25.01);
    // every dash lies inside the frame (the last ring)
    const frame = bbox([rings[rings.length - 1]!]);
    for (const dash of rings.slice(0, -1)) {
      const b = bbox([dash]);
      expect(b.minX).toBeGreaterThanOrEqual(frame.minX);
      expect(b.maxX).toBeLessThanOrEqual(frame.maxX);
      expect(b.minY).toBeGreaterThanOrEqual(frame.minY);
      expect(b.maxY).toBeLessThanOrEqual(frame.maxY);
    }
    // the inset covers no province: it sits in the sea east of Taiwan
    for (const f of map.features.filter((x) => x.properties.name !== SOUTH_CHINA_SEA)) {
      const b = bbox(ringsOf(f));
      const overlaps = b.maxX > inset.minX && b.minX < inset.maxX && b.maxY > inset.minY && b.minY < inset.maxY;
      expect(overlaps, f.properties.name).toBe(false);
    }
  });

  it('keeps every province, Taiwan, Hainan, Hong Kong and Macao, and never doubles the inset', () => {
    const names = map.features.map((f) => f.properties.name);
    expect(names).toHaveLength(35);
    for (const n of ['台湾', '海南', '香港', '澳门', '新疆', '西藏']) expect(names).toContain(n);
    expect(chinaMap(map, read('south-china-sea.geojson')).features).toHaveLength(35);
  });
});
