/**
 * The survey benchmark's page (bundled by apps/server/bench/survey.ts with esbuild, run in Chromium): the editor's drawing — Konva,
 * the plan's walls, every camera's DORI bands from the domain's cameraCoverage — and its two measurements.
 */
import {
  type Calibration,
  cameraCoverage,
  imagePoint,
  mm,
  opticsFromAttrs,
  type Px,
  type Segment,
  wallIndex,
} from '@portal/domain';
import Konva from 'konva';

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

window.bench = async ({ walls: nWalls, cameras: nCameras, seconds }) => {
  const r = rand(42);
  // 40 m × 30 m over 4000 × 3000 px: 10 mm per pixel.
  const cal: Calibration = { a: imagePoint(0, 0), b: imagePoint(W, 0), realMm: mm(40_000) };
  // Rooms on a grid: short wall segments (1–4 m) at random places, horizontal or vertical.
  const walls: Segment<Px>[] = Array.from({ length: nWalls }, () => {
    const x = r() * W;
    const y = r() * H;
    const len = 100 + r() * 300;
    return r() < 0.5
      ? { a: imagePoint(x, y), b: imagePoint(Math.min(W, x + len), y) }
      : { a: imagePoint(x, y), b: imagePoint(x, Math.min(H, y + len)) };
  });
  const optics = opticsFromAttrs({ resolutionMP: 4, lensMm: 4, sensor: '1/2.7"' });
  const cams = Array.from({ length: nCameras }, () => ({
    at: imagePoint(r() * W, r() * H),
    azimuthDeg: r() * 360,
    mountHeightMm: 3000,
  }));
  const container = document.getElementById('stage') as HTMLDivElement;
  const stage = new Konva.Stage({ container, width: 1200, height: 800 });
  const layer = new Konva.Layer();
  stage.add(layer);
  const colours = ['rgba(22,119,255,0.12)', 'rgba(82,196,26,0.18)', 'rgba(250,173,20,0.22)', 'rgba(245,34,45,0.26)'];
  // The walls indexed once per plan, as the editor does (planWallIndex): their crossings do not move with a camera.
  const i0 = performance.now();
  const index = wallIndex(walls);
  const indexMs = performance.now() - i0;
  const t0 = performance.now();
  const shapes: Konva.Line[][] = [];
  for (const c of cams) {
    const bands = cameraCoverage(cal, optics, c, index);
    const lines = bands.map(
      (b, i) =>
        new Konva.Line({
          points: b.polygon.flatMap((p) => [p.x, p.y]),
          closed: true,
          fill: colours[i],
          listening: false,
        }),
    );
    lines.forEach((l) => layer.add(l));
    shapes.push(lines);
  }
  const allCoverageMs = performance.now() - t0;
  for (const w of walls)
    layer.add(
      new Konva.Line({ points: [w.a.x, w.a.y, w.b.x, w.b.y], stroke: '#333', strokeWidth: 4, lineCap: 'round' }),
    );
  layer.draw();

  // Pan and zoom as the editor does (the stage's scale and position), one step per animation frame.
  const frames: number[] = [];
  if (seconds > 0)
    await new Promise<void>((done) => {
      const start = performance.now();
      let last = start;
      const step = (now: number) => {
        frames.push(now - last);
        last = now;
        const t = (now - start) / 1000;
        const s = 0.3 + 0.2 * Math.sin(t * 2);
        stage.scale({ x: s, y: s });
        stage.position({ x: -200 * Math.sin(t), y: -150 * Math.cos(t) });
        stage.batchDraw();
        if (now - start < seconds * 1000) requestAnimationFrame(step);
        else done();
      };
      requestAnimationFrame(step);
    });
  frames.shift();
  if (!frames.length) frames.push(0);
  const sorted = [...frames].sort((a, b) => a - b);
  const fps = frames.length / (frames.reduce((a, b) => a + b, 0) / 1000);

  // Moving one camera: its occluded sector (all four DORI bands) recomputed against every wall, and redrawn.
  const times: number[] = [];
  for (let i = 0; i < 60; i++) {
    const c = { ...cams[0]!, at: imagePoint(500 + i * 40, 1500 + (i % 7) * 30) };
    const a = performance.now();
    const bands = cameraCoverage(cal, optics, c, index);
    bands.forEach((b, k) => shapes[0]![k]!.points(b.polygon.flatMap((p) => [p.x, p.y])));
    times.push(performance.now() - a);
  }
  times.sort((a, b) => a - b);
  return {
    fps,
    frameP95Ms: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
    recomputeMedianMs: times[times.length >> 1]!,
    recomputeP95Ms: times[Math.floor(times.length * 0.95)]!,
    allCoverageMs,
    indexMs,
  };
};
