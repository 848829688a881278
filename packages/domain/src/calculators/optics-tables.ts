/** Optics tables for 摄像机焦距: sensor formats, standard lenses, DORI thresholds (EN 62676-4). */

export interface SensorFormat {
  label: string;
  widthMm: number;
  heightMm: number;
  note?: string;
}

/** Active-area widths and heights (mm). Formats under 1/2" follow the 18 mm-per-inch diagonal rule, 4:3 unless noted. */
export const SENSOR_FORMATS = {
  '1/4': { label: '1/4"', widthMm: 3.6, heightMm: 2.7 },
  '1/3': { label: '1/3"', widthMm: 4.8, heightMm: 3.6 },
  '1/2.9': { label: '1/2.9"', widthMm: 5.41, heightMm: 3.04, note: '16:9' },
  '1/2.8': { label: '1/2.8"', widthMm: 5.6, heightMm: 3.15, note: '16:9(常见200万像素安防传感器)' },
  '1/2.7': { label: '1/2.7"', widthMm: 5.27, heightMm: 3.96 },
  '1/2.5': { label: '1/2.5"', widthMm: 5.76, heightMm: 4.29 },
  '1/2': { label: '1/2"', widthMm: 6.4, heightMm: 4.8 },
  '1/1.8': { label: '1/1.8"', widthMm: 7.18, heightMm: 5.32 },
  '1/1.2': { label: '1/1.2"', widthMm: 11.62, heightMm: 6.54, note: '16:9(16mm每英寸对角线)' },
  '2/3': { label: '2/3"', widthMm: 8.8, heightMm: 6.6 },
  '1': { label: '1"', widthMm: 12.8, heightMm: 9.6 },
} as const satisfies Record<string, SensorFormat>;
export type SensorFormatKey = keyof typeof SENSOR_FORMATS;
/** Smallest to largest. (Object.keys would put the integer-like key '1' first.) */
export const SENSOR_FORMAT_KEYS = (Object.keys(SENSOR_FORMATS) as SensorFormatKey[]).sort(
  (a, b) => SENSOR_FORMATS[a].widthMm - SENSOR_FORMATS[b].widthMm,
);

export const STANDARD_LENSES_MM: readonly number[] = [2.8, 3.6, 4, 6, 8, 12, 16, 25, 35, 50];

export type DoriLevel = 'detection' | 'observation' | 'recognition' | 'identification';
export const DORI_LEVELS: readonly DoriLevel[] = ['detection', 'observation', 'recognition', 'identification'];
export const DORI_PX_PER_M: Record<DoriLevel, number> = {
  detection: 25,
  observation: 62.5,
  recognition: 125,
  identification: 250,
};
/** The levels' names as the Chinese text of IEC 62676-4 gives them (the one place; calculator and survey show these). */
export const DORI_LABELS: Record<DoriLevel, string> = {
  detection: '监测',
  observation: '观察',
  recognition: '识别',
  identification: '辨认',
};

export function doriLevelFor(pxPerM: number): DoriLevel | null {
  let reached: DoriLevel | null = null;
  for (const level of DORI_LEVELS) if (pxPerM >= DORI_PX_PER_M[level]) reached = level;
  return reached;
}

/** Nearest standard lens not longer than `focalMm` (tolerates float noise), or null. */
export function nearestStandardLens(focalMm: number): number | null {
  let best: number | null = null;
  for (const lens of STANDARD_LENSES_MM) if (lens <= focalMm * (1 + 1e-9)) best = lens;
  return best;
}
