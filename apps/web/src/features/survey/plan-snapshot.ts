/**
 * The plan while a gesture runs (a pan, wheel zoom): nothing of the plan is rastered or drawn again, not even a
 * picture. The canvases already on screen are moved and scaled by a CSS transform (the compositor does it, off the
 * main thread: `will-change: transform`, smoothed by the browser's bilinear filter), as map libraries zoom; once the
 * gesture settles the transforms are reset and the layers draw live once at the new view (plan-view.ts's PlanView
 * starts and ends it).
 *
 * - The screen's pictures: each layer's own canvas as last drawn live, transformed from the view it was drawn at to
 *   the view being shown; so the part of the plan that was on screen stays as sharp as it was.
 * - The whole plan's picture (every layer: the plan, its bands, walls, products) at a capped resolution (twice the
 *   view's at most, within OVERVIEW_PIXELS), a canvas of its own in the stage's content under the layers' canvases:
 *   drawn once the layers have not drawn live for OVERVIEW_IDLE_MS (after a settle or an edit), never while moving; a
 *   gesture starting before that uses the previous one (then kept under the screen's pictures), only the first
 *   gesture draws it at once. It shows the plan around what was on screen (zooming out, panning); the sharper of the
 *   two is on top, the whole plan's only if it is up to date, and then the screen's pictures it covers are hidden.
 * - While the gesture runs the live layers do not draw (their drawScene/drawHit are no-ops: Konva's stage drag and
 *   auto-draw would redraw them at each move), nothing is hit (PlanView.flush settles before a click).
 */
import Konva from '../../components/konva.ts';
import { SceneCanvas } from 'konva/lib/Canvas';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The whole plan's picture's cap (pixels): 2048² (16 MB). */
export const OVERVIEW_PIXELS = 2048 * 2048;
/** The whole plan's picture is drawn again this long after the layers last drew live (ms). */
const OVERVIEW_IDLE_MS = 200;

/** The part of the plan a canvas of this size shows at this view. */
/** Where the plan stands on screen: its scale and the offset of its origin. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export function shownRect(v: View, width: number, height: number): Rect {
  return { x: -v.x / v.scale, y: -v.y / v.scale, width: width / v.scale, height: height / v.scale };
}

/** The whole plan's picture's pixels per plan pixel: twice the view's resolution at most, within the cap. */
export function overviewRatio(box: Rect, viewRatio: number, cap = OVERVIEW_PIXELS): number {
  return Math.min(2 * viewRatio, Math.sqrt(cap / Math.max(1, box.width * box.height)));
}

/** The box holding both. */
export function union(a: Rect, b: Rect): Rect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

/** The box both hold (null: they do not meet). */
export function meetRect(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - x;
  const height = Math.min(a.y + a.height, b.y + b.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

/**
 * The CSS transform (origin at the top left) that shows a picture drawn at one view at another: a plan point at
 * `from.scale * p + from.(x, y)` on it lands at `to.scale * p + to.(x, y)`.
 */
export function cssTransform(from: View, to: View): string {
  const k = to.scale / from.scale;
  return `translate(${to.x - k * from.x}px, ${to.y - k * from.y}px) scale(${k})`;
}

/** How many pictures were taken, and the time it took (ms): the benchmark reads them. */
export const snapshotStats = { overviews: 0, overviewMs: 0, shots: 0, shotMs: 0 };

/** The Konva layer methods that draw (turned off on the layer while a gesture runs). */
const DRAWS = ['drawScene', 'drawHit'] as const;

export class PlanSnapshot {
  /** The layers drawn live (the stage's). */
  private readonly live: Konva.Layer[];
  /** The view each live layer's canvas was last drawn at. */
  private readonly drawnAt = new Map<Konva.Layer, View>();
  /**
   * The whole plan's picture shown: a `bitmaprenderer` canvas in the stage's content, under the layers' (a 2d canvas
   * costs the compositor a copy of its pixels at each frame's commit, ~2.5 ms for 2048 × 1536 without a GPU; a
   * transferred bitmap none), and what it holds: its resolution and part of the plan.
   */
  private readonly picture = document.createElement('canvas');
  private overview: { ratio: number; rect: Rect } | null = null;
  /** Where the whole plan's picture is drawn (then handed to `picture` as a bitmap). */
  private scene: SceneCanvas | null = null;
  /** Counts the layers' live draws: the whole plan's picture is up to date when drawn at the latest. */
  private draws = 0;
  /** The layers drew live since the whole plan's picture. */
  private dirty = true;
  /** The view last shown while the gesture runs. */
  private shownAt: View | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The whole plan's picture is on top (the screen's pictures it covers hidden). */
  private overviewOnTop = false;
  /** The layers whose canvas is still moved since the gesture ended (until they draw at the stage's view). */
  private readonly stale = new Set<Konva.Layer>();
  showing = false;

  /**
   * `area`: where the plan draws (plan pixels), read when the whole plan's picture is drawn; without it (or when it
   * answers undefined) the layers' client rect (a walk over every shape: tens of ms for a large plan).
   */
  constructor(
    private readonly stage: Konva.Stage,
    private readonly area?: () => Rect | undefined,
  ) {
    this.live = stage.getLayers().slice();
    // Pictures scaled up stay inside the stage.
    stage.content.style.overflow = 'hidden';
    // The whole plan's picture after the layers' canvases (the first canvas stays the first layer's), under them by
    // a negative z-index inside the content's own stacking context.
    stage.content.style.isolation = 'isolate';
    const style = this.picture.style;
    Object.assign(style, { position: 'absolute', left: '0', top: '0', transformOrigin: '0 0', display: 'none' });
    Object.assign(style, { willChange: 'transform', pointerEvents: 'none' });
    stage.content.append(this.picture);
    for (const l of this.live) l.on('draw.snapshot', () => this.drawn(l));
  }

  /** The gesture starts: the live layers stop drawing, their canvases (as last drawn) are moved from now on. */
  show(): void {
    if (this.showing) return;
    if (!this.overview) this.drawOverview();
    const t0 = performance.now();
    // Canvases not yet drawn since the last gesture still show the view they were drawn at: moved from it as well.
    this.stale.clear();
    let shotRatio = Infinity;
    for (const l of this.live) {
      for (const m of DRAWS) (l as unknown as Record<string, unknown>)[m] = () => l;
      const at = this.drawnAt.get(l);
      const style = l.getNativeCanvasElement().style;
      style.transformOrigin = '0 0';
      style.willChange = 'transform';
      if (at && l.visible()) shotRatio = Math.min(shotRatio, at.scale * Konva.pixelRatio);
      else style.display = 'none';
    }
    const o = this.overview;
    this.overviewOnTop = !!o && !this.dirty && o.ratio > shotRatio;
    this.picture.style.zIndex = this.overviewOnTop ? '1' : '-1';
    this.showing = true;
    snapshotStats.shots += 1;
    snapshotStats.shotMs += performance.now() - t0;
  }

  /** Shows the plan at this view (a style change per canvas: the compositor moves and scales them). */
  place(v: View): void {
    if (!this.showing) return;
    this.shownAt = v;
    const o = this.overview;
    const w = this.stage.width();
    const h = this.stage.height();
    const shown = shownRect(v, w, h);
    // The whole plan's picture under the screen's pictures is needed where they do not cover the screen (zooming
    // out, panning); not composited where they do (each scaled picture costs the compositor a few ms a frame).
    let screenCovered = true;
    for (const l of this.live) {
      const at = this.drawnAt.get(l);
      if (!at || !l.visible()) continue;
      const style = l.getNativeCanvasElement().style;
      style.transform = cssTransform(at, v);
      const was = shownRect(at, w, h);
      const seen = meetRect(was, shown);
      // Under the whole plan's picture on top and covered by it where on screen: not composited.
      const hidden = !seen || (this.overviewOnTop && !!o && covers(o.rect, seen));
      // Not displayed rather than invisible: an invisible canvas still costs the commit its copy.
      style.display = hidden ? 'none' : 'block';
      screenCovered &&= !hidden && covers(was, shown);
    }
    if (o) {
      const style = this.picture.style;
      style.display = !this.overviewOnTop && screenCovered ? 'none' : 'block';
      style.transform = cssTransform({ scale: o.ratio, x: -o.rect.x * o.ratio, y: -o.rect.y * o.ratio }, v);
    }
  }

  /**
   * The gesture has ended: the layers draw again (the caller draws them); each canvas keeps its transform until it
   * has drawn at the new view (in the same task: no frame shows the old picture unmoved), the whole plan's picture
   * until they all have.
   */
  hide(): void {
    if (!this.showing) return;
    this.showing = false;
    for (const l of this.live) {
      for (const m of DRAWS) delete (l as unknown as Record<string, unknown>)[m];
      if (this.drawnAt.has(l) && l.visible()) this.stale.add(l);
      else this.unmove(l);
    }
    this.unmove(null);
  }

  /** A layer's canvas back in place (null: the whole plan's picture, once no canvas waits for its draw). */
  private unmove(l: Konva.Layer | null): void {
    if (l) {
      this.stale.delete(l);
      const style = l.getNativeCanvasElement().style;
      style.transform = '';
      style.willChange = '';
      style.display = l.visible() ? 'block' : 'none';
    } else if (!this.stale.size) this.picture.style.display = 'none';
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.hide();
    for (const l of this.live) this.unmove(l);
    for (const l of this.live) l.off('draw.snapshot');
    this.picture.remove();
  }

  /** A live layer drew (it does not while a gesture runs). */
  private drawn(l: Konva.Layer): void {
    if (this.showing) return;
    this.draws += 1;
    if (this.stale.has(l)) {
      this.unmove(l);
      this.unmove(null);
    }
    this.drawnAt.set(l, { scale: this.stage.scaleX(), x: this.stage.x(), y: this.stage.y() });
    this.dirty = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.showing) this.drawOverview();
    }, OVERVIEW_IDLE_MS);
  }

  /** The live layers' shapes' box (plan pixels). */
  private clientRect(): Rect | null {
    let box: Rect | null = null;
    for (const l of this.live) {
      if (!l.visible()) continue;
      const r = l.getClientRect({ relativeTo: l });
      if (!(r.width > 0 && r.height > 0 && Number.isFinite(r.x + r.y + r.width + r.height))) continue;
      box = box ? union(box, r) : r;
    }
    return box;
  }

  /** The whole plan's picture: every live layer drawn into one canvas at a capped resolution. */
  private drawOverview(): void {
    const t0 = performance.now();
    const a = this.area?.() ?? this.clientRect();
    if (!a) {
      this.dirty = false;
      this.overview = null;
      this.picture.style.display = 'none';
      return;
    }
    // The markers and labels drawn around a point: 32 screen pixels.
    const pad = 32 / this.stage.scaleX();
    const rect = {
      x: Math.floor(a.x - pad),
      y: Math.floor(a.y - pad),
      width: Math.ceil(a.x + a.width + pad) - Math.floor(a.x - pad),
      height: Math.ceil(a.y + a.height + pad) - Math.floor(a.y - pad),
    };
    const ratio = overviewRatio(rect, this.stage.scaleX() * Konva.pixelRatio);
    const canvas = (this.scene ??= new SceneCanvas({ width: 1, height: 1, pixelRatio: 1, willReadFrequently: false }));
    canvas.setSize(Math.max(1, Math.ceil(rect.width * ratio)), Math.max(1, Math.ceil(rect.height * ratio)));
    const ctx = canvas.getContext();
    ctx.reset();
    ctx.clear();
    ctx.scale(ratio, ratio);
    ctx.translate(-rect.x, -rect.y);
    // Each layer's shapes in plan pixels (relative to the layer: the stage's view left out), in the stage's order.
    for (const l of this.live) if (l.visible()) for (const child of l.getChildren()) child.drawScene(canvas, l);
    ctx.reset();
    // Shown once it is a bitmap (the next task or so: a gesture's first frames may show the one before, or none).
    const draws = this.draws;
    void createImageBitmap(canvas._canvas).then((bitmap) => {
      this.picture.width = bitmap.width;
      this.picture.height = bitmap.height;
      this.picture.getContext('bitmaprenderer')!.transferFromImageBitmap(bitmap);
      this.overview = { ratio, rect };
      this.dirty = draws !== this.draws;
      if (this.showing && this.shownAt) this.place(this.shownAt);
    });
    snapshotStats.overviews += 1;
    snapshotStats.overviewMs += performance.now() - t0;
  }
}

/** Whether `outer` holds `inner` (to a thousandth of its area). */
function covers(outer: Rect, inner: Rect): boolean {
  const r = meetRect(outer, inner);
  return !!r && r.width * r.height >= 0.999 * inner.width * inner.height;
}
