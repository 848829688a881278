/**
 * The plan while a gesture runs (a pan, wheel zoom): nothing of the plan is rastered, the stage shows pictures of it
 * taken before and only moves and scales them (plan-view.ts's PlanView starts and ends it).
 *
 * - The whole plan's picture (every layer: the plan, its bands, walls, products) at a capped resolution (twice the
 *   view's at most, within OVERVIEW_PIXELS): drawn once the layers have not drawn live for OVERVIEW_IDLE_MS (after a
 *   settle or an edit), never while moving; a gesture starting before that uses the previous one (it is then kept
 *   under the screen's pictures below), only the first gesture draws it at once.
 * - The screen's pictures: each layer's own canvas as last drawn live (copied when the gesture starts, a blit), placed
 *   at the view it was drawn at; so the part of the plan that was on screen stays as sharp as it was, the rest shows
 *   the whole plan's picture. The sharper of the two is on top, the whole plan's only if it is up to date; when it is
 *   on top and covers the screen's pictures these are not drawn (one scaled image a frame: scaled with smoothing in
 *   software, each image costs a few ms).
 * - While the gesture runs the live layers are hidden (their canvases `display: none`, nothing drawn, no hit graph:
 *   PlanView.flush settles before a click) and one layer of two or three images is drawn per frame.
 */
import Konva from 'konva';
import { SceneCanvas } from 'konva/lib/Canvas';
import type { View } from './plan-view.ts';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The whole plan's picture's cap (pixels): 2048² (16 MB). */
export const OVERVIEW_PIXELS = 2048 * 2048;
/** The whole plan's picture is drawn again this long after the layers last drew live (ms). */
export const OVERVIEW_IDLE_MS = 200;

/** The part of the plan a canvas of this size shows at this view. */
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

/** How many pictures were drawn, and the time it took (ms): the benchmark reads them. */
export const snapshotStats = { overviews: 0, overviewMs: 0, shots: 0, shotMs: 0 };

interface Shot {
  canvas: HTMLCanvasElement;
  image: Konva.Image;
}

const STILL_IMAGE = { listening: false, perfectDrawEnabled: false } as const;

export class PlanSnapshot {
  /** The layer the pictures are drawn by (last on the stage, shown only while a gesture runs). */
  private readonly layer = new Konva.Layer({ listening: false, visible: false });
  /** The layers drawn live (the stage's others). */
  private readonly live: Konva.Layer[];
  /** The view each live layer's canvas was last drawn at. */
  private readonly drawnAt = new Map<Konva.Layer, View>();
  private readonly shots: Shot[];
  private readonly overviewImage = new Konva.Image({ image: undefined, ...STILL_IMAGE });
  private overview: { canvas: SceneCanvas; ratio: number; rect: Rect } | null = null;
  /** The layers drew live since the whole plan's picture. */
  private dirty = true;
  private timer: ReturnType<typeof setTimeout> | null = null;
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
    stage.add(this.layer);
    this.layer.add(this.overviewImage);
    this.shots = this.live.map(() => {
      const image = new Konva.Image({ image: undefined, ...STILL_IMAGE });
      this.layer.add(image);
      return { canvas: document.createElement('canvas'), image };
    });
    for (const l of this.live) l.on('draw.snapshot', () => this.drawn(l));
  }

  /** The gesture starts: the pictures shown in place of the live layers (their canvases as last drawn). */
  show(): void {
    if (this.showing) return;
    if (!this.overview) this.drawOverview();
    const t0 = performance.now();
    const w = this.stage.width();
    const h = this.stage.height();
    let shotRatio = Infinity;
    this.live.forEach((l, i) => {
      const shot = this.shots[i]!;
      const at = this.drawnAt.get(l);
      shot.image.visible(!!at && l.visible());
      if (!at || !l.visible()) return;
      const src = l.getNativeCanvasElement();
      if (shot.canvas.width !== src.width || shot.canvas.height !== src.height) {
        shot.canvas.width = src.width;
        shot.canvas.height = src.height;
      }
      const ctx = shot.canvas.getContext('2d')!;
      ctx.clearRect(0, 0, src.width, src.height);
      ctx.drawImage(src, 0, 0);
      shot.image.setAttrs({ image: shot.canvas, ...shownRect(at, w, h) });
      shotRatio = Math.min(shotRatio, at.scale * Konva.pixelRatio);
    });
    // The sharper picture on top; the whole plan's only if it shows the plan as it is (then the screen's are not
    // drawn where it covers them all: one scaled image a frame).
    if (this.overview && !this.dirty && this.overview.ratio > shotRatio) {
      this.overviewImage.moveToTop();
      const o = this.overview.rect;
      for (const shot of this.shots) {
        const r = shot.image.visible() && meetRect(shot.image.getClientRect({ relativeTo: this.layer }), o);
        if (r && r.width * r.height >= 0.999 * shot.image.width() * shot.image.height()) shot.image.visible(false);
      }
    } else this.overviewImage.moveToBottom();
    for (const l of this.live) l.visible(false);
    this.layer.visible(true);
    this.showing = true;
    snapshotStats.shots += 1;
    snapshotStats.shotMs += performance.now() - t0;
  }

  /** Draws the pictures on the next frame (the hidden live layers left alone). */
  redraw(): void {
    this.layer.batchDraw();
  }

  /** The gesture has ended: the live layers back (the caller draws them). */
  hide(): void {
    if (!this.showing) return;
    this.showing = false;
    this.layer.visible(false);
    for (const l of this.live) l.visible(true);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    for (const l of this.live) l.off('draw.snapshot');
    this.layer.destroy();
  }

  /** A live layer drew (while a gesture runs, hidden ones only clear their canvas). */
  private drawn(l: Konva.Layer): void {
    if (this.showing) return;
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
    this.dirty = false;
    if (!a) {
      this.overview = null;
      this.overviewImage.visible(false);
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
    const canvas =
      this.overview?.canvas ?? new SceneCanvas({ width: 1, height: 1, pixelRatio: 1, willReadFrequently: false });
    canvas.setSize(Math.max(1, Math.ceil(rect.width * ratio)), Math.max(1, Math.ceil(rect.height * ratio)));
    const ctx = canvas.getContext();
    ctx.reset();
    ctx.clear();
    ctx.scale(ratio, ratio);
    ctx.translate(-rect.x, -rect.y);
    // Each layer's shapes in plan pixels (relative to the layer: the stage's view left out), in the stage's order.
    for (const l of this.live) if (l.visible()) for (const child of l.getChildren()) child.drawScene(canvas, l);
    ctx.reset();
    this.overview = { canvas, ratio, rect };
    this.overviewImage.setAttrs({ image: canvas._canvas, ...rect, visible: true });
    snapshotStats.overviews += 1;
    snapshotStats.overviewMs += performance.now() - t0;
  }
}
