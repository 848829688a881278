/**
 * The survey benchmark's page (bundled by apps/server/bench/survey.ts with esbuild, run in Chromium): the editor's
 * drawing — Konva through the editor's own plan-view.ts (the bands' bitmap, the walls' and markers' attributes, the
 * view's moves), the plan's walls, every camera's DORI bands from the domain's cameraCoverage — and its measurements.
 */
import { type Calibration, cameraCoverage, imagePoint, mm, mmPerPx, opticsFromAttrs, wallIndex } from '@portal/domain';
import Konva from 'konva';
import { snapshotStats } from '../src/features/survey/plan-snapshot.ts';
import { BandCache, bitmapStats, markerAttrs, PlanView, wallAttrs } from '../src/features/survey/plan-view.ts';

declare global {
  interface Window {
    bench: (o: { walls: number; cameras: number; seconds: number }) => Promise<Record<string, number>>;
  }
}

const W = 4000;
const H = 3000;

function rand(seed: number) {
  let s = seed;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const frameRate = (frames: number[]) => {
  if (!frames.length) frames.push(0);
  const sorted = [...frames].sort((a, b) => a - b);
  return {
    fps: frames.length / (frames.reduce((a, b) => a + b, 0) / 1000),
    p95: sorted[Math.floor(sorted.length * 0.95)]!,
  };
};

window.bench = async ({ walls: nWalls, cameras: nCameras, seconds }) => {
  const r = rand(42);
  // 40 m × 30 m over 4000 × 3000 px: 10 mm per pixel.
  const cal: Calibration = { a: imagePoint(0, 0), b: imagePoint(W, 0), realMm: mm(40_000) };
  // Rooms on a grid: short wall segments (1–4 m) at random places, horizontal or vertical, 200 mm thick.
  const walls = Array.from({ length: nWalls }, () => {
    const x = r() * W;
    const y = r() * H;
    const len = 100 + r() * 300;
    return r() < 0.5
      ? { a: imagePoint(x, y), b: imagePoint(Math.min(W, x + len), y), thicknessMm: 200 }
      : { a: imagePoint(x, y), b: imagePoint(x, Math.min(H, y + len)), thicknessMm: 200 };
  });
  const optics = opticsFromAttrs({ resolutionMP: 4, lensMm: 4, sensor: '1/2.7"' });
  const cams = Array.from({ length: nCameras }, () => ({
    at: imagePoint(r() * W, r() * H),
    azimuthDeg: r() * 360,
    mountHeightMm: 3000,
  }));
  const container = document.getElementById('stage') as HTMLDivElement;
  const stage = new Konva.Stage({ container, width: 1200, height: 800 });
  // PlanCanvas's two layers, each drawing one group: the plan (its sheet, the bands, the walls), the products.
  const layer = new Konva.Layer();
  const plan = new Konva.Group();
  const products = new Konva.Layer();
  const productGroup = new Konva.Group();
  stage.add(layer, products);
  layer.add(plan);
  products.add(productGroup);
  // The walls indexed once per plan, as the editor does (planWallIndex): their crossings do not move with a camera.
  const i0 = performance.now();
  const index = wallIndex(walls);
  const indexMs = performance.now() - i0;
  const t0 = performance.now();
  const views = cams.map((c) => ({ bands: cameraCoverage(cal, optics, c, index) }));
  const allCoverageMs = performance.now() - t0;

  // What PlanCanvas draws, in its order: the plan (a DXF drawing's white sheet), the bands, the walls, the markers.
  plan.add(new Konva.Rect({ width: W, height: H, fill: '#fff', name: 'plan-image' }));
  const bandGroup = new Konva.Group({ listening: false });
  plan.add(bandGroup);
  const bands = new BandCache(bandGroup);
  bands.setBands(views);
  const fit = Math.min(stage.width() / W, stage.height() / H, 1);
  const wallLines: Konva.Line[] = walls.map(
    (w) => new Konva.Line({ ...wallAttrs(w, fit, mmPerPx(cal), false), draggable: true }),
  );
  wallLines.forEach((l) => plan.add(l));
  const markers = cams.map((c, i) => {
    const g = new Konva.Group({ x: c.at.x, y: c.at.y, draggable: true });
    g.add(new Konva.Wedge(markerAttrs.wedge(fit, c.azimuthDeg, false)));
    g.add(new Konva.Circle(markerAttrs.dot(fit)));
    g.add(new Konva.Text(markerAttrs.label(fit, `C${i + 1}`)));
    productGroup.add(g);
    return g;
  });
  // The view as the editor's: fitted, then every move through PlanView (wheel steps and pans alike).
  const settledAt: number[] = [];
  const view = new PlanView(
    stage,
    bands,
    (v) => settledAt.push(v.scale),
    () => ({ x: 0, y: 0, width: W, height: H }),
  );
  view.moveTo({ scale: fit, x: (stage.width() - W * fit) / 2, y: (stage.height() - H * fit) / 2 });
  view.settle();
  stage.draw();

  // The editor's two gestures from a settled view, one step per animation frame, each ending settled: a drag of the
  // plan 600 px to the left (Konva's stage drag: a position and a draw per move), 20 wheel steps in at the centre
  // and 20 out. The first frame holds the still groups' bitmaps being drawn.
  // Each gesture's time is marked (performance.mark: `<name>:start`, `<name>:end`) for the bench's trace, which counts
  // the frames the compositor presented meanwhile (rAF intervals only time the main thread's frames).
  const gesture = (name: string, n: number, step: (i: number) => void) =>
    new Promise<{ fps: number; p95: number }>((done) => {
      const fr: number[] = [];
      let i = 0;
      let last = 0;
      const tick = (now: number) => {
        if (last) fr.push(now - last);
        else performance.mark(`${name}:start`);
        last = now;
        if (i < n) {
          const a = performance.now();
          step(i++);
          stepMs.push(performance.now() - a);
          requestAnimationFrame(tick);
        } else {
          performance.mark(`${name}:end`);
          view.settle();
          done(frameRate(fr));
        }
      };
      requestAnimationFrame(tick);
    });
  // The view shown must have moved as the gesture asked (not only the main thread's frames counted).
  const near = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));
  const expectView = (what: string, v: { scale: number; x: number; y: number }) => {
    const got = view.view;
    if (!near(got.scale, v.scale) || !near(got.x, v.x) || !near(got.y, v.y))
      throw new Error(`${what}: the view is ${JSON.stringify(got)}, not ${JSON.stringify(v)}`);
  };
  /** The main thread's work of each step of the gestures (ms). */
  const stepMs: number[] = [];
  // A user's pause: the settled view drawn (on the next frame), then half a second (the whole plan's picture is drawn
  // OVERVIEW_IDLE_MS after that draw, before the pause ends however long the draws take on a loaded machine).
  const pause = () =>
    new Promise<void>((done) =>
      requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => done()), 500)),
    );
  await pause();
  const v0 = view.view;
  const drag = await gesture('drag', 60, (i) => {
    stage.position({ x: v0.x - 10 * (i + 1), y: v0.y });
    view.dragging();
    stage.batchDraw();
    if (!view.moving) throw new Error('the drag is not shown as a gesture');
  });
  expectView('after the drag', { ...v0, x: v0.x - 600 });
  await pause();
  const v1 = view.view;
  let zoomedIn = v1;
  const wheel = await gesture('wheel', 40, (i) => {
    view.wheel({ x: stage.width() / 2, y: stage.height() / 2 }, i < 20);
    if (i === 19) zoomedIn = view.view;
  });
  if (!near(zoomedIn.scale, Math.min(8, v1.scale * 1.1 ** 20)))
    throw new Error(`20 wheel steps in: the view at ${zoomedIn.scale}, from ${v1.scale}`);
  expectView('after 20 wheel steps in and 20 out', { scale: zoomedIn.scale / 1.1 ** 20, x: v1.x, y: v1.y });

  await pause();
  // Pan and zoom one step per animation frame, never settling (the bitmap drawn again only when it no longer serves).
  const frames: number[] = [];
  const before = { ...bitmapStats };
  const pictures = { ...snapshotStats };
  if (seconds > 0)
    await new Promise<void>((done) => {
      const start = performance.now();
      let last = start;
      performance.mark('pan:start');
      const step = (now: number) => {
        frames.push(now - last);
        last = now;
        const t = (now - start) / 1000;
        const a = performance.now();
        view.moveTo({ scale: 0.3 + 0.2 * Math.sin(t * 2), x: -200 * Math.sin(t), y: -150 * Math.cos(t) });
        stepMs.push(performance.now() - a);
        if (now - start < seconds * 1000) requestAnimationFrame(step);
        else {
          performance.mark('pan:end');
          done();
        }
      };
      requestAnimationFrame(step);
    });
  frames.shift();
  const pan = frameRate(frames);
  // Rasters while moving: the bitmaps (bands) and the whole plan's picture (plan-snapshot.ts); the screen's
  // pictures (a blit of each layer's canvas when a gesture starts) are not rasters.
  const recaches = bitmapStats.caches - before.caches + snapshotStats.overviews - pictures.overviews;
  const recacheMs = recaches
    ? (bitmapStats.ms - before.ms + snapshotStats.overviewMs - pictures.overviewMs) / recaches
    : 0;

  // The gesture settles: the bands at the view's resolution, the editor's strokes at the new zoom, a full draw.
  const s0 = performance.now();
  view.settle();
  const s = stage.scaleX();
  walls.forEach((w, i) => wallLines[i]!.setAttrs(wallAttrs(w, s, mmPerPx(cal), false)));
  markers.forEach((g, i) => {
    const [wedge, dot, label] = g.getChildren();
    wedge!.setAttrs(markerAttrs.wedge(s, cams[i]!.azimuthDeg, false));
    dot!.setAttrs(markerAttrs.dot(s));
    label!.setAttrs(markerAttrs.label(s, `C${i + 1}`));
  });
  stage.draw();
  const settleMs = performance.now() - s0;
  // Settled as the editor must be: the plan and products drawn live and listening again, the bands' bitmap at the
  // view's own resolution, the hit graph there (walls in view answer a pointer).
  if (plan.isCached() || productGroup.isCached() || !plan.listening() || !productGroup.listening())
    throw new Error('the plan is still a bitmap after the gesture settled');
  if (view.moving || !layer.isVisible() || !products.isVisible())
    throw new Error('the plan is still shown as pictures after the gesture settled');
  if (bands.bitmap.resolution !== stage.scaleX() * Konva.pixelRatio)
    throw new Error(`the bands' bitmap at ${bands.bitmap.resolution}, the view at ${stage.scaleX()}`);
  const inView = walls
    .map((w) => stage.getTransform().point({ x: (w.a.x + w.b.x) / 2, y: (w.a.y + w.b.y) / 2 }))
    .filter((q) => q.x > 0 && q.y > 0 && q.x < stage.width() && q.y < stage.height());
  const hit = inView.filter((q) => stage.getIntersection(q) !== null).length;
  if (!inView.length || hit < inView.length)
    throw new Error(`${hit} of ${inView.length} walls in view answer a pointer`);

  // Moving one camera: its occluded sector (all four DORI bands) recomputed against every wall; the bands' shapes
  // replaced as the editor does (setBands), the bitmap drawn at the next settle (not counted here).
  const times: number[] = [];
  for (let i = 0; i < 60; i++) {
    const c = { ...cams[0]!, at: imagePoint(500 + i * 40, 1500 + (i % 7) * 30) };
    const a = performance.now();
    views[0] = { bands: cameraCoverage(cal, optics, c, index) };
    bands.setBands(views);
    times.push(performance.now() - a);
  }
  times.sort((a, b) => a - b);
  return {
    fps: pan.fps,
    frameP95Ms: pan.p95,
    dragFps: drag.fps,
    dragP95Ms: drag.p95,
    wheelFps: wheel.fps,
    wheelP95Ms: wheel.p95,
    stepMedianMs: [...stepMs].sort((a, b) => a - b)[stepMs.length >> 1] ?? 0,
    stepMaxMs: Math.max(0, ...stepMs),
    recaches,
    recacheMs,
    overviews: snapshotStats.overviews,
    overviewMs: snapshotStats.overviews ? snapshotStats.overviewMs / snapshotStats.overviews : 0,
    shotMs: snapshotStats.shots ? snapshotStats.shotMs / snapshotStats.shots : 0,
    settleMs,
    recomputeMedianMs: times[times.length >> 1]!,
    recomputeP95Ms: times[Math.floor(times.length * 0.95)]!,
    allCoverageMs,
    indexMs,
  };
};
