/**
 * BENCH_ONLY=survey-ai: the survey's AI wall recognition (issue 17: a 4,000 × 3,000 plan ≤ 10 s on these 2 cores).
 * A known floor plan drawn as a PNG (survey-system/floor-plan-drawing.ts), then what the recognition job does with the bytes it reads
 * from the file store: decode, grey and shrink (raster.ts), find the walls (wall-detect.ts). Three runs, median;
 * the share of drawn walls recovered; and one run on a 40-megapixel scan of the same plan.
 * Then the PDF drawing of 3 scenes (issue 17: ≤ 10 s): each a 4,000 × 3,000 plan image with its 13 walls and 100
 * cameras (view sectors cut by the walls), as the export job writes it (the database reads are not counted).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { emptyPlan, IMAGE_MAX_PIXELS, type PlanDocument, type SurveyPoint } from '@portal/domain';
import {
  detectWalls,
  drawFloorPlan,
  greyRaster,
  pdfCjkFont,
  sceneDrawingsPdf,
} from '../src/modules/survey-system/index.ts';
import { wallRecall } from '../test/support/wall-recall.ts';

async function recognise(png: Buffer) {
  const t0 = performance.now();
  // How long the event loop was held while decoding (sharp decodes on libvips's threads; JavaScript decoders held it
  // for the whole decode: 1.4 s for 24 MP with pngjs/jpeg-js).
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const grey = await greyRaster(png);
  loop.disable();
  if (!grey) throw new Error('the plan image was refused (over IMAGE_MAX_PIXELS, or unreadable)');
  const t1 = performance.now();
  const walls = detectWalls(grey).map((s) => ({
    a: { x: s.a.x * grey.factor, y: s.a.y * grey.factor },
    b: { x: s.b.x * grey.factor, y: s.b.y * grey.factor },
  }));
  return { walls, decodeMs: t1 - t0, loopHeldMs: loop.max / 1e6, totalMs: performance.now() - t0 };
}

export async function benchSurveyAi(): Promise<void> {
  console.log('\nSurvey AI wall recognition (decode + grey/shrink + detect), Node', process.version);
  for (const [w, h, runs] of [
    [4000, 3000, 3],
    [6000, 4000, 1], // a 24-megapixel camera's photo of a plan
    [7300, Math.floor(IMAGE_MAX_PIXELS / 7300), 1], // the largest plan an upload may be (40 MP)
  ] as const) {
    const { png, walls: drawn } = drawFloorPlan(w, h);
    const times: number[] = [];
    let last = await recognise(png);
    for (let i = 0; i < runs; i++) {
      last = await recognise(png);
      times.push(last.totalMs);
    }
    times.sort((a, b) => a - b);
    const r = wallRecall(drawn, last.walls);
    console.log(
      `  ${w} × ${h} (${(png.length / 1e6).toFixed(1)} MB PNG): median ${(times[times.length >> 1]! / 1000).toFixed(2)} s of ${runs} (${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s; decode ${(last.decodeMs / 1000).toFixed(2)} s, event loop held ≤ ${Math.round(last.loopHeldMs)} ms); walls recovered ${r.recovered}/${r.total} (${(r.share * 100).toFixed(0)} %), extra ${r.extra}`,
    );
  }
  await benchPdf();
}

async function benchPdf(): Promise<void> {
  const font = pdfCjkFont();
  if (!font) return console.log('  PDF: no CJK font on this machine (apt-get install fonts-noto-cjk)');
  const { png, walls } = drawFloorPlan(4000, 3000);
  const plan = {
    ...emptyPlan({ width: 4000, height: 3000 }),
    calibration: { a: { x: 0, y: 0 }, b: { x: 100, y: 0 }, realMm: 2000 },
    walls: walls.map((w, i) => ({ id: `w${i}`, a: w.a, b: w.b, thicknessMm: 200, material: 'brick' })),
  } as unknown as PlanDocument;
  const points = Array.from({ length: 100 }, (_, i) => ({
    id: i + 1, sceneId: 1, skuNo: 'CAM', spuNo: 'CAM', name: '400万像素网络枪机', model: 'DS-2CD', label: `C${i + 1}`,
    x: 300 + (i % 10) * 340, y: 300 + Math.floor(i / 10) * 240, azimuthDeg: (i * 37) % 360, mountHeightMm: 3000,
    tiltDeg: 0, lensMm: null, attrs: { resolutionMP: 4, lensMm: 4, sensor: '1/3"' },
  })) as unknown as SurveyPoint[]; // prettier-ignore
  const scenes = [1, 2, 3].map((n) => ({ sceneName: `${n}层`, plan, points, runs: [], image: png }));
  const t0 = performance.now();
  const pdf = await sceneDrawingsPdf('性能测试', scenes, font);
  const ms = performance.now() - t0;
  console.log(`  PDF, 3 scenes × (4000 × 3000 plan, 13 walls, 100 cameras): ${(ms / 1000).toFixed(2)} s, ${(pdf.length / 1e6).toFixed(1)} MB`); // prettier-ignore
}
