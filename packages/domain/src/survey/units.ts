/**
 * Units of the survey plan, in the types: an image point is in pixels of the uploaded plan (what the screen
 * draws), a plan length is in millimetres of the real site (what optics and pricing use). The two meet only
 * through a calibration (calibration.ts), so a pixel can never be passed where a millimetre is meant.
 */
declare const pxBrand: unique symbol;
declare const mmBrand: unique symbol;

/** A length or coordinate in pixels of the plan image. */
export type Px = number & { readonly [pxBrand]: 'px' };
/** A length or coordinate in millimetres on the real site. */
export type Mm = number & { readonly [mmBrand]: 'mm' };

export const px = (n: number): Px => n as Px;
export const mm = (n: number): Mm => n as Mm;

export interface Point<U extends number> {
  x: U;
  y: U;
}
export type ImagePoint = Point<Px>;
export type PlanPoint = Point<Mm>;

export const imagePoint = (x: number, y: number): ImagePoint => ({ x: px(x), y: px(y) });

export function distance<U extends number>(a: Point<U>, b: Point<U>): U {
  return Math.hypot(b.x - a.x, b.y - a.y) as U;
}

export const mmToMetres = (v: Mm): number => v / 1000;
