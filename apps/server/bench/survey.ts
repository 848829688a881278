/**
 * BENCH_ONLY=survey: the survey editor in Chromium (playwright-core, Debian's /usr/bin/chromium) and a DXF import.
 *
 * - A plan of 1,000 wall segments and 300 cameras drawn as the editor draws it: the page uses the editor's own
 *   apps/web/src/features/survey/plan-view.ts (the bands' bitmap, the walls' and markers' attributes, the view's
 *   moves: the plan and products as bitmaps while the view moves, drawn live once it settles), every camera's four
 *   DORI bands from the domain's cameraCoverage, occluded by every wall. Measured: a drag of the plan and a wheel
 *   gesture from a settled view; pan/zoom frames per second over a few seconds of continuous moves (zoom 0.1–0.5)
 *   that never settle, with the bitmaps drawn again meanwhile; the settle (bands at the new zoom, a full draw); and
 *   moving one camera — its occluded sector recomputed and its shapes updated — median and p95 over 60 moves. The
 *   page is apps/web/scripts/survey-bench-page.ts bundled with esbuild (without React and the app around it); it
 *   fails if the settled view is not as the editor needs it (drawn live, listening, bands sharp, walls hit).
 *   BENCH_SURVEY_PAGE=<path> runs another page instead (an older one, to compare).
 * - A 5 MB DXF (5,000 wall lines on WALL, the rest furniture on FURN): parsed with the server's readDxf
 *   (dxf-parser) and turned into a plan with the domain's dxfPlan, as the import endpoint does (the database write
 *   of the plan is not counted).
 * BENCH_SURVEY_PAN_SECONDS (default 5; 0 leaves pan/zoom out) and BENCH_SURVEY_DXF=0 (leaves the DXF out) measure
 * only the sector recompute.
 * Headless Chromium here draws without a GPU (software rendering): the frame rate is a floor, not what a desk with
 * a graphics card shows.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dxfLayers, dxfPlan } from '@portal/domain';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { readDxf } from '../src/modules/survey/index.ts';

/** An ASCII DXF (R12) of LINE entities in millimetres. */
function makeDxf(lines: { layer: string; x1: number; y1: number; x2: number; y2: number }[]): Buffer {
  const out = ['0\nSECTION\n2\nHEADER\n9\n$INSUNITS\n70\n4\n0\nENDSEC\n0\nSECTION\n2\nENTITIES'];
  for (const l of lines)
    out.push(`0\nLINE\n8\n${l.layer}\n10\n${l.x1}\n20\n${l.y1}\n30\n0\n11\n${l.x2}\n21\n${l.y2}\n31\n0`);
  out.push('0\nENDSEC\n0\nEOF\n');
  return Buffer.from(out.join('\n'), 'utf8');
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  ts: number;
  args?: { frame_reporter?: { state?: string; frame_sequence?: number } };
}

/**
 * Per gesture the page marked (`<name>:start`, `<name>:end`), the frames its compositor presented meanwhile (cc's
 * PipelineReporter: a frame that put new pixels on screen, STATE_PRESENTED_ALL or _PARTIAL): their rate over the
 * gesture and the p95 of the intervals between them (a frame not presented is a longer interval).
 */
function presented(events: TraceEvent[]): Map<string, { fps: number; p95: number }> {
  const marks = new Map<string, TraceEvent>();
  for (const e of events) if (/:(start|end)$/.test(e.name) && (e.ph === 'R' || e.ph === 'I')) marks.set(e.name, e);
  const out = new Map<string, { fps: number; p95: number }>();
  for (const [name, start] of marks) {
    const end = name.endsWith(':start') && marks.get(name.replace(/:start$/, ':end'));
    if (!end) continue;
    const at = new Map<number, number>();
    for (const e of events) {
      const f = e.args?.frame_reporter;
      if (
        e.name !== 'PipelineReporter' ||
        e.ph !== 'b' ||
        e.pid !== start.pid ||
        !f?.state?.startsWith('STATE_PRESENTED')
      )
        continue;
      if (e.ts >= start.ts && e.ts <= end.ts) at.set(f.frame_sequence ?? e.ts, e.ts);
    }
    const ts = [start.ts, ...[...at.values()].sort((a, b) => a - b), end.ts];
    const gaps = ts
      .slice(1)
      .map((t, i) => (t - ts[i]!) / 1000)
      .sort((a, b) => a - b);
    out.set(name.replace(/:start$/, ''), {
      fps: at.size / ((end.ts - start.ts) / 1e6),
      p95: gaps[Math.floor(gaps.length * 0.95)] ?? 0,
    });
  }
  return out;
}

export async function benchSurvey(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'survey-bench-'));
  const out = path.join(dir, 'page.js');
  await build({
    entryPoints: [
      process.env.BENCH_SURVEY_PAGE || path.join(import.meta.dirname, '../../web/scripts/survey-bench-page.ts'),
    ],
    bundle: true,
    format: 'iife',
    outfile: out,
    logLevel: 'error',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    page.on('pageerror', (e) => console.error(e));
    await page.setContent(`<div id="stage"></div><script>${fs.readFileSync(out, 'utf8')}</script>`);
    // The frames the compositor presented during each gesture (the page marks them): what the screen shows, which
    // the page's rAF intervals (the main thread's frames) do not tell once the compositor moves the pictures.
    // BENCH_SURVEY_TRACE=<file> also records the main thread's tasks and the display compositor into it.
    const traceFile = process.env.BENCH_SURVEY_TRACE;
    await browser.startTracing(page, {
      categories: [
        'blink.user_timing',
        'disabled-by-default-devtools.timeline.frame',
        ...(traceFile ? ['devtools.timeline', 'toplevel', 'viz', 'cc'] : []),
      ],
    });
    const r = await page.evaluate(
      (seconds) =>
        (
          globalThis as unknown as {
            bench: (o: { walls: number; cameras: number; seconds: number }) => Promise<Record<string, number>>;
          }
        ).bench({ walls: 1000, cameras: 300, seconds }),
      Number(process.env.BENCH_SURVEY_PAN_SECONDS ?? 5),
    );
    const trace = await browser.stopTracing();
    if (traceFile) fs.writeFileSync(traceFile, trace);
    const shown = presented(JSON.parse(trace.toString('utf8')).traceEvents);
    const on = (g: string) => {
      const f = shown.get(g);
      return f ? `; presented ${f.fps.toFixed(1)} fps (interval p95 ${f.p95.toFixed(1)} ms)` : '';
    };
    console.log('\nSurvey editor in Chromium — 1,000 walls, 300 cameras (4 DORI bands each)');
    console.log(
      Number(process.env.BENCH_SURVEY_PAN_SECONDS ?? 5) > 0
        ? `  pan/zoom: ${r.fps!.toFixed(1)} fps (frame p95 ${r.frameP95Ms!.toFixed(1)} ms)${on('pan')}; bitmaps drawn again ${r.recaches} times while moving, ${r.recacheMs!.toFixed(0)} ms each`
        : '  pan/zoom: not measured (BENCH_SURVEY_PAN_SECONDS=0)',
    );
    console.log(
      `  a drag of the plan (60 frames): ${r.dragFps!.toFixed(1)} fps (frame p95 ${r.dragP95Ms!.toFixed(1)} ms)${on('drag')}`,
    );
    console.log(
      `  20 wheel steps in and 20 out: ${r.wheelFps!.toFixed(1)} fps (frame p95 ${r.wheelP95Ms!.toFixed(1)} ms)${on('wheel')}`,
    );
    if (r.stepMedianMs !== undefined)
      console.log(
        `  a step of those gestures (the main thread's work per frame: the view moved): median ${r.stepMedianMs!.toFixed(2)} ms, max ${r.stepMaxMs!.toFixed(1)} ms`,
      );
    console.log(
      `  the gesture settles (bands at the view's resolution, strokes at the new zoom, full draw): ${r.settleMs!.toFixed(0)} ms`,
    );
    if (r.overviews !== undefined)
      console.log(
        `  the whole plan's picture (drawn ${r.overviews} times, when the view had not moved for 200 ms): ${r.overviewMs!.toFixed(0)} ms each; the screen's pictures when a gesture starts: ${r.shotMs!.toFixed(1)} ms`,
      );
    console.log(
      `  one camera moved: occluded sector recomputed + its shapes updated, median ${r.recomputeMedianMs!.toFixed(2)} ms, p95 ${r.recomputeP95Ms!.toFixed(2)} ms`,
    );
    console.log(`  all 300 cameras' coverage at load: ${r.allCoverageMs!.toFixed(0)} ms`);
    console.log(`  the walls' index (crossings), once per plan: ${r.indexMs!.toFixed(1)} ms`);
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  if (process.env.BENCH_SURVEY_DXF === '0') return;
  // A 5 MB DXF.
  const lines: { layer: string; x1: number; y1: number; x2: number; y2: number }[] = [];
  for (let i = 0; i < 5000; i++) {
    const x = (i % 100) * 600;
    const y = Math.floor(i / 100) * 600;
    lines.push({ layer: 'WALL', x1: x, y1: y, x2: x + 550, y2: y + (i % 2) * 550 });
  }
  let dxf = makeDxf(lines);
  for (let k = 0; dxf.length < 5 * 1024 * 1024; k++) {
    lines.push(
      ...Array.from({ length: 5000 }, (_, i) => ({
        layer: 'FURN',
        x1: i * 7 + k,
        y1: i * 3,
        x2: i * 7 + 300,
        y2: i * 3 + k,
      })),
    );
    dxf = makeDxf(lines);
  }
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const a = performance.now();
    const { segments, insunits } = readDxf(dxf);
    dxfLayers(segments);
    const plan = dxfPlan(segments, ['WALL'], insunits);
    if (!plan.ok || plan.plan.walls.length !== 5000) throw new Error('DXF plan not built');
    runs.push(performance.now() - a);
  }
  runs.sort((a, b) => a - b);
  console.log(
    `\nDXF import: ${(dxf.length / 1024 / 1024).toFixed(1)} MB, ${lines.length} lines → 5,000 walls: median ${runs[1]!.toFixed(0)} ms of 3 (${runs.map((r) => r.toFixed(0)).join(', ')} ms)`,
  );
}
