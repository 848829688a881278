/**
 * A known floor plan drawn as a real raster (PNG): thick outer walls, inner walls with door openings and door swings,
 * a thinner partition, a slanted wall, room names as blocks of "text", and scanner specks on a not-quite-white page.
 * The seed's survey demo uploads it as its scene's plan (seed/survey-demo.ts), so it is production code; the
 * wall-recognition tests and benchmark draw it too and measure what was found against its walls
 * (test/support/wall-recall.ts).
 */
import { PNG } from 'pngjs';

type Pt = { x: number; y: number };
export interface DrawnWall {
  a: Pt;
  b: Pt;
  thickness: number;
}

// The plan on a 1000 × 750 grid, scaled to the image.
const WALLS: [number, number, number, number, number][] = [
  [50, 50, 950, 50, 1],
  [950, 50, 950, 700, 1],
  [950, 700, 50, 700, 1],
  [50, 700, 50, 50, 1],
  [400, 50, 400, 300, 0.8],
  [400, 340, 400, 700, 0.8],
  [50, 380, 150, 380, 0.8],
  [190, 380, 400, 380, 0.8],
  [400, 300, 600, 300, 0.8],
  [640, 300, 950, 300, 0.8],
  [700, 300, 700, 480, 0.8],
  [400, 540, 640, 540, 0.5],
  [760, 560, 900, 700, 0.8],
];
const DOORS: [number, number, number][] = [
  [400, 300, 40],
  [150, 380, 40],
  [600, 300, 40],
];
const LABELS: [number, number][] = [
  [200, 200],
  [650, 160],
  [200, 520],
  [800, 400],
  [520, 620],
];

function lcg(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** The plan drawn at width × height; answers the PNG and the walls as drawn (image pixels). */
export function drawFloorPlan(width: number, height: number, seed = 17): { png: Buffer; walls: DrawnWall[] } {
  const img = new Uint8Array(width * height);
  const rnd = lcg(seed);
  for (let i = 0; i < img.length; i++) img[i] = 236 + Math.floor(rnd() * 14);
  const sx = width / 1000;
  const sy = height / 750;
  const base = Math.max(3, Math.round(width / 300));
  const dot = (x: number, y: number, v: number) => {
    if (x >= 0 && y >= 0 && x < width && y < height) img[y * width + x] = v;
  };
  const thickLine = (a: Pt, b: Pt, t: number, v: number) => {
    const r = t / 2;
    const len2 = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
    for (let y = Math.floor(Math.min(a.y, b.y) - r); y <= Math.ceil(Math.max(a.y, b.y) + r); y++)
      for (let x = Math.floor(Math.min(a.x, b.x) - r); x <= Math.ceil(Math.max(a.x, b.x) + r); x++) {
        const u = Math.max(0, Math.min(1, ((x - a.x) * (b.x - a.x) + (y - a.y) * (b.y - a.y)) / len2));
        if (Math.hypot(x - (a.x + u * (b.x - a.x)), y - (a.y + u * (b.y - a.y))) <= r) dot(x, y, v);
      }
  };
  const walls = WALLS.map(([x0, y0, x1, y1, k]) => ({
    a: { x: x0 * sx, y: y0 * sy },
    b: { x: x1 * sx, y: y1 * sy },
    thickness: Math.max(2, Math.round(base * k)),
  }));
  for (const w of walls) thickLine(w.a, w.b, w.thickness, 25 + Math.floor(rnd() * 20));
  // Door swings: thin quarter circles.
  for (const [x, y, r] of DOORS)
    for (let k = 0; k <= 400; k++) {
      const t = (k / 400) * (Math.PI / 2);
      dot(Math.round((x + r * Math.cos(t)) * sx), Math.round((y + r * Math.sin(t)) * sy), 90);
    }
  // Room names: a row of character-sized blocks of strokes.
  for (const [x, y] of LABELS)
    for (let c = 0; c < 4; c++)
      for (let s = 0; s < 4; s++) {
        const cx = (x + c * 14) * sx;
        const cy = (y + s * 3) * sy;
        thickLine({ x: cx, y: cy }, { x: cx + 10 * sx, y: cy }, Math.max(1, base / 3), 40);
        thickLine({ x: cx + 5 * sx, y: y * sy }, { x: cx + 5 * sx, y: (y + 10) * sy }, Math.max(1, base / 3), 40);
      }
  // Scanner specks.
  for (let i = 0; i < (width * height) / 4000; i++) dot(Math.floor(rnd() * width), Math.floor(rnd() * height), 60);
  const png = PNG.sync.write({ width, height, data: Buffer.from(img.buffer) } as unknown as PNG, {
    colorType: 0,
    inputColorType: 0,
    inputHasAlpha: false,
  });
  return { png, walls };
}
