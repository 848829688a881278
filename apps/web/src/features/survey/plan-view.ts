/**
 * How the plan canvas draws and moves, without React: PlanCanvas uses it, and so does the survey benchmark's page
 * (apps/web/scripts/survey-bench-page.ts), so the benchmark measures the editor's own drawing.
 *
 * - The DORI bands (hundreds of large semi-transparent polygons, costly to raster without a GPU) are drawn into a
 *   bitmap (Konva `cache()` of a non-listening group) at the view's resolution: all of them when that is no larger
 *   than the view and half its size around it, else that (within MAX_CACHE_PIXELS). Drawn again when the bands change and when the view
 *   settles at another zoom or outside it, never while it moves.
 * - While the view moves (a pan, wheel steps) nothing is drawn: plan-snapshot.ts moves and scales the canvases as
 *   last drawn (and the whole plan's picture) with a CSS transform, the compositor's work; once the gesture settles
 *   the stage takes the view and the layers are drawn live once at it, sharp.
 * - A wheel step only sets those transforms (the stage keeps the view it was drawn at until the gesture settles); the
 *   view is handed to the editor (React state: stroke widths, the zoom shown) once the gesture settles.
 * - Walls and product markers: the attributes both draw with (no stroke shadow, no buffer canvas).
 */
import Konva, { KonvaLine } from '../../components/konva.ts';
import { BAND_COLOURS, type Band } from './coverage.ts';
import { meetRect, PlanSnapshot, type Rect, union, type View } from './plan-snapshot.ts';

export type { View } from './plan-snapshot.ts';

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const MIN_SCALE = 0.1;
export const MAX_SCALE = 8;
const ZOOM_STEP = 1.1;
/** A wheel gesture has ended when no step came for this long. */
const SETTLE_MS = 150;
/** Where all of it does not fit, the bitmap covers the view and this much of the view's size around it on each side. */
const MARGIN = 0.5;
/** The bitmap's cap (pixels): 64 MB. */
const MAX_CACHE_PIXELS = 4096 * 4096;

/** Shapes nothing points at: no hit graph, no buffer canvas, no shadow pass for the stroke. */
export const STILL = { listening: false, perfectDrawEnabled: false, shadowForStrokeEnabled: false } as const;
/** Shapes that are clicked or dragged: no buffer canvas, no shadow pass for the stroke. */
export const LIGHT = { perfectDrawEnabled: false, shadowForStrokeEnabled: false } as const;

/** The view after one wheel step at a point of the screen (the plan point under it stays there). */
export function zoomAt(v: View, at: { x: number; y: number }, zoomIn: boolean): View {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale * (zoomIn ? ZOOM_STEP : 1 / ZOOM_STEP)));
  const wx = (at.x - v.x) / v.scale;
  const wy = (at.y - v.y) / v.scale;
  return { scale, x: at.x - wx * scale, y: at.y - wy * scale };
}

/** A wall's line: its thickness on the plan, at least 6 screen pixels; 12 screen pixels to hit. */
export function wallAttrs(
  w: { a: { x: number; y: number }; b: { x: number; y: number }; thicknessMm: number },
  scale: number,
  mmPerPx: number | null,
  selected: boolean,
) {
  return {
    points: [w.a.x, w.a.y, w.b.x, w.b.y],
    stroke: selected ? '#1677ff' : '#333',
    strokeWidth: Math.max(6 / scale, w.thicknessMm / (mmPerPx ?? 20)),
    lineCap: 'round' as const,
    hitStrokeWidth: 12 / scale,
    ...LIGHT,
  };
}

/** A product's marker at its place (a group): a camera's wedge or a square, a dot, its label. */
export const markerAttrs = {
  wedge: (scale: number, azimuthDeg: number, selected: boolean) => ({
    radius: 14 / scale,
    angle: 50,
    rotation: azimuthDeg - 25,
    fill: selected ? '#1677ff' : '#0958d9',
    ...LIGHT,
  }),
  square: (scale: number) => ({
    x: -6 / scale,
    y: -6 / scale,
    width: 12 / scale,
    height: 12 / scale,
    fill: '#722ed1',
    ...LIGHT,
  }),
  dot: (scale: number) => ({ radius: 4 / scale, fill: '#fff', stroke: '#0958d9', strokeWidth: 2 / scale, ...LIGHT }),
  label: (scale: number, text: string) => ({ text, y: 8 / scale, fontSize: 11 / scale, fill: '#222', ...STILL }),
};

const viewBox = (stage: Konva.Stage): Box => {
  const s = stage.scaleX();
  const x0 = -stage.x() / s;
  const y0 = -stage.y() / s;
  return { x0, y0, x1: x0 + stage.width() / s, y1: y0 + stage.height() / s };
};
const meet = (a: Box, b: Box): Box | null => {
  const r = { x0: Math.max(a.x0, b.x0), y0: Math.max(a.y0, b.y0), x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1) };
  return r.x1 > r.x0 && r.y1 > r.y0 ? r : null;
};
const boxes = new WeakMap<Band, Box>();
/** A band's bounding box (kept per band: a camera that did not move keeps its bands). */
function boxOf(band: Band): Box {
  let box = boxes.get(band);
  if (!box) {
    box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
    for (const q of band.polygon)
      box = {
        x0: Math.min(box.x0, q.x),
        y0: Math.min(box.y0, q.y),
        x1: Math.max(box.x1, q.x),
        y1: Math.max(box.y1, q.y),
      };
    boxes.set(band, box);
  }
  return box;
}
const inside = (a: Box, b: Box) => a.x0 >= b.x0 && a.y0 >= b.y0 && a.x1 <= b.x1 && a.y1 <= b.y1;

/** How many times a bitmap was drawn, and the time it took (ms): the benchmark reads them. */
export const bitmapStats = { caches: 0, ms: 0 };

/**
 * A group drawn into a bitmap (Konva `cache()`) over its bounds (null: nothing to draw), or the view and a margin
 * around it where the bounds do not fit the cap at the view's resolution.
 */
class Bitmap {
  /** What the bitmap holds: its part of the plan (null: nothing there), its pixels per plan pixel, the view's scale. */
  private held: { box: Box | null; ratio: number; scale: number } | null = null;

  constructor(
    readonly group: Konva.Group,
    private readonly bounds: () => Box | null,
    private readonly atScale: (scale: number) => void = () => {},
  ) {}

  /** The bitmap's pixels per plan pixel (null: none yet). */
  get resolution(): number | null {
    return this.held && this.held.ratio;
  }

  /** When the view settles: at the view's own resolution, over the view. */
  settle(stage: Konva.Stage): void {
    if (!this.held || !this.covers(stage) || this.held.scale !== stage.scaleX()) this.draw(stage);
  }

  /** What the group draws has changed. */
  drop(): void {
    this.held = null;
    this.group.clearCache();
    this.group.visible(true);
  }

  private covers(stage: Konva.Stage): boolean {
    const b = this.bounds();
    const seen = b && meet(viewBox(stage), b);
    return !seen || (!!this.held?.box && inside(seen, this.held.box));
  }

  draw(stage: Konva.Stage): void {
    const t0 = performance.now();
    const scale = stage.scaleX();
    const view = viewBox(stage);
    const bounds = this.bounds();
    const w = view.x1 - view.x0;
    const h = view.y1 - view.y0;
    let ratio = scale * Konva.pixelRatio;
    let box: Box | null = null;
    // All of it when that is no larger than the view and its margin (the whole plan's picture then holds every
    // band), else the view and its margin, or less of it, within the cap.
    const around = w * h * (1 + 2 * MARGIN) ** 2 * ratio * ratio;
    for (const m of [Infinity, MARGIN, MARGIN / 2, 0]) {
      box =
        bounds && meet({ x0: view.x0 - w * m, y0: view.y0 - h * m, x1: view.x1 + w * m, y1: view.y1 + h * m }, bounds);
      const pixels = box ? (box.x1 - box.x0) * (box.y1 - box.y0) * ratio * ratio : 0;
      if (!box || pixels <= (m === Infinity ? Math.min(around, MAX_CACHE_PIXELS) : MAX_CACHE_PIXELS)) break;
    }
    if (box) {
      // Whole plan pixels (Konva's cache rounds its box out).
      box = { x0: Math.floor(box.x0), y0: Math.floor(box.y0), x1: Math.ceil(box.x1), y1: Math.ceil(box.y1) };
      ratio = Math.min(ratio, Math.sqrt(MAX_CACHE_PIXELS / ((box.x1 - box.x0) * (box.y1 - box.y0))));
      this.atScale(scale);
      this.group.visible(true);
      const size = { width: box.x1 - box.x0, height: box.y1 - box.y0 };
      this.group.cache({ x: box.x0, y: box.y0, ...size, pixelRatio: ratio, hitCanvasPixelRatio: ratio });
    } else {
      this.group.clearCache();
      this.group.visible(false);
    }
    this.held = { box, ratio, scale };
    bitmapStats.caches += 1;
    bitmapStats.ms += performance.now() - t0;
  }
}

/** The DORI bands of every camera, kept in a bitmap (see above) by the given non-listening group. */
export class BandCache {
  private bounds: Box | null = null;

  /** Where the bands draw (plan pixels; null: none). */
  get area(): Rect | null {
    const b = this.bounds;
    return b && { x: b.x0, y: b.y0, width: b.x1 - b.x0, height: b.y1 - b.y0 };
  }
  /** The band each shape of the group draws, in order. */
  private drawn: Band[] = [];
  readonly bitmap: Bitmap;

  constructor(readonly group: Konva.Group) {
    // The detection band's outline one screen pixel wide.
    this.bitmap = new Bitmap(
      group,
      () => this.bounds,
      (scale) => {
        for (const line of group.getChildren() as Konva.Shape[])
          if (line.getAttr('level') === 0) line.setAttr('strokeWidth', 1 / scale);
      },
    );
  }

  /** Draws these bands from now on: a band not drawn before (by identity) replaces the shape at its place. */
  setBands(views: readonly { readonly bands: readonly Band[] }[]): boolean {
    const next = views.flatMap((v) => v.bands.map((band, level) => ({ band, level })));
    const lines = this.group.getChildren() as KonvaLine[];
    let changed = lines.length !== next.length;
    for (const extra of lines.slice(next.length)) extra.destroy();
    let b: Box | null = null;
    next.forEach(({ band, level }, i) => {
      let line = lines[i];
      if (!line || this.drawn[i] !== band || line.getAttr('level') !== level) {
        changed = true;
        const points = band.polygon.flatMap((q) => [q.x, q.y]);
        const attrs = { points, fill: BAND_COLOURS[level], level, stroke: level === 0 ? 'rgba(22,119,255,0.6)' : '' };
        if (line) line.setAttrs(attrs);
        else this.group.add((line = new KonvaLine({ ...attrs, closed: true, strokeWidth: 1, ...STILL })));
      }
      const box = boxOf(band);
      b = b
        ? {
            x0: Math.min(b.x0, box.x0),
            y0: Math.min(b.y0, box.y0),
            x1: Math.max(b.x1, box.x1),
            y1: Math.max(b.y1, box.y1),
          }
        : box;
    });
    if (!changed) return false;
    this.drawn = next.map((n) => n.band);
    const all = b as Box | null;
    // Two plan pixels around, for the outline's width.
    this.bounds = all ? { x0: all.x0 - 2, y0: all.y0 - 2, x1: all.x1 + 2, y1: all.y1 + 2 } : null;
    this.bitmap.drop();
    return true;
  }
}

/**
 * The view of a stage: wheel steps, drags and programmatic moves move the plan's canvases as last drawn with a CSS
 * transform (plan-snapshot.ts), nothing is drawn; once the gesture has ended the stage takes the view, the layers are
 * drawn live at it and `onSettle` hears it.
 */
export class PlanView {
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The view shown while a wheel gesture or a programmatic move runs (the stage takes it when it settles). */
  private target: View | null = null;
  readonly snapshot: PlanSnapshot;

  /**
   * `plan`: the plan's box (its picture or sheet, which the walls and products are on; null: none, the layers' shapes
   * are measured instead), the bands' added to it up to a tenth of the plan around it (plan-snapshot.ts).
   */
  constructor(
    private readonly stage: Konva.Stage,
    private readonly bands: BandCache,
    private readonly onSettle: (v: View) => void,
    plan?: () => Rect | null,
  ) {
    this.snapshot = new PlanSnapshot(
      stage,
      plan &&
        (() => {
          const a = plan();
          const b = bands.area;
          if (!a) return undefined;
          // Bands reaching far past the plan (open walls) are left to the screen's pictures: a tenth around it.
          const m = { x: a.x - a.width / 10, y: a.y - a.height / 10, width: a.width * 1.2, height: a.height * 1.2 };
          return b ? (meetRect(union(a, b), m) ?? a) : a;
        }),
    );
  }

  /** The view shown (while a gesture runs, not yet the stage's). */
  get view(): View {
    return this.target ?? { scale: this.stage.scaleX(), x: this.stage.x(), y: this.stage.y() };
  }

  /** Whether a gesture is running (the pictures shown). */
  get moving(): boolean {
    return this.snapshot.showing;
  }

  /** Moves the view (one step of a gesture). */
  moveTo(v: View): void {
    this.snapshot.show();
    this.target = v;
    this.snapshot.place(v);
    this.settleLater();
  }

  /** Puts the view there at once (the plan fitted in). */
  jump(v: View): void {
    this.target = v;
    this.settle();
  }

  /** One wheel step at a point of the screen. */
  wheel(at: { x: number; y: number }, zoomIn: boolean): void {
    this.moveTo(zoomAt(this.view, at, zoomIn));
  }

  /** The stage is being dragged (Konva moves it; its layers do not draw while the gesture runs). */
  dragging(): void {
    this.snapshot.show();
    this.target = null;
    this.snapshot.place(this.view);
  }

  /** The gesture has ended: the layers drawn live at the view (bands at its resolution, hit graph), the view handed on. */
  settle(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const v = this.view;
    this.target = null;
    this.stage.scale({ x: v.scale, y: v.scale });
    this.stage.position({ x: v.x, y: v.y });
    this.snapshot.hide();
    this.bands.bitmap.settle(this.stage);
    this.stage.batchDraw();
    this.onSettle(this.view);
  }

  /** Settles a gesture still waiting to (before a click reads the hit graph). */
  flush(): void {
    if (this.timer) this.settle();
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.snapshot.dispose();
  }

  private settleLater(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.settle(), SETTLE_MS);
  }
}
