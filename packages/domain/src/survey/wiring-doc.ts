/**
 * Weak-current wells (弱电井, where a cabinet with the switches stands) and trunking (线槽, the paths cables may
 * take) in the plan document (schema version 3). Geometry in image pixels like the walls; heights in millimetres.
 */
import type { ImagePoint } from './units.ts';

export const WIRING_LIMITS = { wells: 200, trunking: 2000, trunkingPoints: 200, heightMm: 20000 } as const;

/** Where the trunking runs by default (ceiling void) and where a cabinet's patch panel sits. */
export const TRUNKING_HEIGHT_MM = 3000;

export const CABINET_HEIGHT_MM = 1000;

export interface Well {
  id: string;
  at: ImagePoint;
  label: string;
  /** Height of the cabinet's patch panel above the floor. */
  cabinetHeightMm: number;
  [extra: string]: unknown;
}

export interface Trunking {
  id: string;
  /** A polyline of at least two points. */
  points: ImagePoint[];
  heightMm: number;
  [extra: string]: unknown;
}
