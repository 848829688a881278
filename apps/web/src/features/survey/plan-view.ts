/**
 * How the plan canvas draws and moves, without React: PlanCanvas uses it, and so does the survey benchmark's page
 * (apps/web/scripts/survey-bench-page.ts), so the benchmark measures the editor's own drawing.
 *
 * - The DORI bands (hundreds of large semi-transparent polygons, costly to raster without a GPU) do not change while
 *   the view moves: they are drawn once into a bitmap (Konva `cache()` of a non-listening group) over the view and
 *   half its size around it, at the view's resolution, with a cap on the bitmap's size. It is drawn again when the
 *   bands change, when the view leaves it, and when the view settles at another zoom (so the bands are never left
 *   blurry: while zooming they may be, for the gesture's length).
 * - While the view moves, everything else (the plan with its walls, the products) is a bitmap too, drawn again when
 *   the view leaves it or its resolution falls below half the view's, and drawn live again once the view settles.
 * - A wheel step transforms the stage imperatively and redraws it on the next frame (the bitmaps do not listen, so
 *   the hit graph is near empty until the view settles); the view is handed to the editor (React state: stroke
 *   widths, the zoom shown) once the gesture settles.
 * - Walls and product markers: the attributes both draw with (no stroke shadow, no buffer canvas).
 */
import Konva from 'konva';
import { BAND_COLOURS, type Band } from './coverage.ts';

export interface View {
  scale: number;
  x: number;
  y: number;
}
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
export const SETTLE_MS = 150;
/** The bitmap covers the view and this much of the view's size around it on each side. */
const MARGIN = 0.5;
/** The bitmap's cap (pixels): 64 MB. */
const MAX_CACHE_PIXELS = 4096 * 4096;
/** While moving, the bitmap is redrawn once its resolution is below this share of the view's. */
const BLUR_LIMIT = 0.5;

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

const EVERYWHERE: Box = { x0: -Infinity, y0: -Infinity, x1: Infinity, y1: Infinity };

/** How many times a bitmap was drawn, and the time it took (ms): the benchmark reads them. */
export const bitmapStats = { caches: 0, ms: 0 };

/**
 * A group drawn into a bitmap (Konva `cache()`) over the view and a margin around it, within the group's bounds
 * (null: nothing to draw), at the view's resolution with a cap on the bitmap's size.
 */
class Bitmap {
  /** What the bitmap holds: its part of the plan (null: nothing there) and its pixels per plan pixel. */
  private held: { box: Box | null; ratio: number; scale: number } | null = null;
  /**
   * Whether the group listened before its bitmap: while it is a bitmap it does not (Konva would build a hit
   * canvas of the whole bitmap's box at one pixel per plan pixel); clicks settle the view first (PlanView.flush).
   */
  private listening: boolean | null = null;

  constructor(
    readonly group: Konva.Group,
    private readonly bounds: () => Box | null,
    private readonly atScale: (scale: number) => void = () => {},
    /** False: while the view moves, drawn again only when the view leaves it (the bands: their raster is costly). */
    private readonly sharpWhileMoving = true,
  ) {}

  /** The bitmap's pixels per plan pixel (null: drawn live). */
  get resolution(): number | null {
    return this.held && this.held.ratio;
  }

  /** While the view moves, whether the bitmap no longer serves (the view outside it, or below half its resolution). */
  stale(stage: Konva.Stage): boolean {
    if (!this.held || !this.covers(stage)) return true;
    return this.sharpWhileMoving && this.held.ratio < stage.scaleX() * Konva.pixelRatio * BLUR_LIMIT;
  }

  /** While the view moves: drawn again only when the bitmap no longer serves. */
  follow(stage: Konva.Stage): void {
    if (this.stale(stage)) this.draw(stage);
  }

  /** When the view settles: at the view's own resolution. */
  settle(stage: Konva.Stage): void {
    if (!this.held || !this.covers(stage) || this.held.scale !== stage.scaleX()) this.draw(stage);
  }

  /** What the group draws has changed, or it is to be drawn live again. */
  drop(): void {
    this.held = null;
    this.group.clearCache();
    this.group.visible(true);
    if (this.listening !== null) this.group.listening(this.listening);
    this.listening = null;
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
    for (const m of [MARGIN, MARGIN / 2, 0]) {
      box =
        bounds && meet({ x0: view.x0 - w * m, y0: view.y0 - h * m, x1: view.x1 + w * m, y1: view.y1 + h * m }, bounds);
      if (!box || (box.x1 - box.x0) * (box.y1 - box.y0) * ratio * ratio <= MAX_CACHE_PIXELS) break;
    }
    if (box) {
      // Whole plan pixels (Konva's cache rounds its box out).
      box = { x0: Math.floor(box.x0), y0: Math.floor(box.y0), x1: Math.ceil(box.x1), y1: Math.ceil(box.y1) };
      ratio = Math.min(ratio, Math.sqrt(MAX_CACHE_PIXELS / ((box.x1 - box.x0) * (box.y1 - box.y0))));
      this.atScale(scale);
      this.group.visible(true);
      if (this.listening === null) this.listening = this.group.listening();
      this.group.listening(false);
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
      false,
    );
  }

  /** Draws these bands from now on: a band not drawn before (by identity) replaces the shape at its place. */
  setBands(views: readonly { readonly bands: readonly Band[] }[]): boolean {
    const next = views.flatMap((v) => v.bands.map((band, level) => ({ band, level })));
    const lines = this.group.getChildren() as Konva.Line[];
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
        else this.group.add((line = new Konva.Line({ ...attrs, closed: true, strokeWidth: 1, ...STILL })));
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
 * The view of a stage: wheel steps and programmatic moves transform the stage and redraw it on the next frame.
 * While the view moves, each of `still` (the groups holding
 * everything else a layer draws) is a bitmap too, drawn live again once the gesture has ended; `onSettle` then
 * hears the view.
 */
export class PlanView {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly still: Bitmap[];

  constructor(
    private readonly stage: Konva.Stage,
    private readonly bands: BandCache,
    still: readonly Konva.Group[],
    private readonly onSettle: (v: View) => void,
  ) {
    this.still = still.map((g) => new Bitmap(g, () => EVERYWHERE));
  }

  get view(): View {
    return { scale: this.stage.scaleX(), x: this.stage.x(), y: this.stage.y() };
  }

  /** Moves the view (one step of a gesture). */
  moveTo(v: View): void {
    this.stage.scale({ x: v.scale, y: v.scale });
    this.stage.position({ x: v.x, y: v.y });
    this.follow();
    this.stage.batchDraw();
    this.settleLater();
  }

  /** Puts the view there at once (the plan fitted in). */
  jump(v: View): void {
    this.stage.scale({ x: v.scale, y: v.scale });
    this.stage.position({ x: v.x, y: v.y });
    this.settle();
  }

  /** One wheel step at a point of the screen. */
  wheel(at: { x: number; y: number }, zoomIn: boolean): void {
    this.moveTo(zoomAt(this.view, at, zoomIn));
  }

  /** The stage is being dragged (Konva moves and draws it). */
  dragging(): void {
    this.follow();
  }

  /** The gesture has ended: drawn live at the view's resolution, the hit graph redrawn, the view handed on. */
  settle(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const b of this.still) b.drop();
    this.bands.bitmap.settle(this.stage);
    for (const layer of this.stage.getLayers()) layer.batchDraw();
    this.onSettle(this.view);
  }

  /** Settles a gesture still waiting to (before a click reads the hit graph). */
  flush(): void {
    if (this.timer) this.settle();
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
  }

  private follow(): void {
    const stale = this.still.filter((b) => b.stale(this.stage));
    if (this.still.length && !stale.length) return;
    // The bands first: a still group holds them, drawn from their own bitmap.
    this.bands.bitmap.follow(this.stage);
    for (const b of stale) b.draw(this.stage);
  }

  private settleLater(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.settle(), SETTLE_MS);
  }
}
