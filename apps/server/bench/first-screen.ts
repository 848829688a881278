/**
 * The first screen in a browser (issue 22): the built web app (apps/web/dist, served by the bench's server as in
 * production) loaded cold in Chromium (playwright-core, /usr/bin/chromium, a new context each load, 1440×900):
 * the script requests and their compressed bytes on the wire until the network is idle, and the largest contentful
 * paint (median of 5 cold loads); then Lighthouse 12 (desktop preset, simulated throttling, performance and
 * accessibility) against the same Chromium. Build the web app first (`npm run build -w apps/web`); without a
 * build it says so and measures nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DESIGN_API, SURVEY_ORDER_TYPE } from '@portal/domain';
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist/index.html');

export interface ScreenRow {
  route: string;
  scripts: number;
  scriptKb: number;
  lcpMs: number;
  lcpAll: number[];
  performance?: number;
  accessibility?: number;
  lighthouseNote?: string;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function coldLoad(browser: Browser, url: string, login?: string, ready?: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  try {
    if (login) {
      const res = await context.request.post(
        new URL('/api-cloud-merchant-service/v1/account/passwordLogin', url).href,
        {
          data: { account: login, password: 'Demo@2026' },
        },
      );
      if (!res.ok()) throw new Error(`login ${login}: ${res.status()}`);
    }
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    // BENCH_LIST_SCRIPTS=1: each script's name and compressed size (what a page loads, and why it is that many).
    const list = process.env.BENCH_LIST_SCRIPTS === '1';
    page.on('requestfinished', (req) => {
      if (req.resourceType() !== 'script') return;
      const size = req.sizes().then((s) => s.responseBodySize);
      if (list) void size.then((b) => console.log(`  ${new URL(req.url()).pathname} ${(b / 1024).toFixed(1)} KB`));
      scripts.push(size);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    if (ready) await page.waitForSelector(ready, { timeout: 15_000 });
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1);
            resolve(last ? last.startTime : -1);
          }).observe({ type: 'largest-contentful-paint' as never, buffered: true });
          setTimeout(() => resolve(-1), 3000);
        }),
    );
    const sizes = await Promise.all(scripts);
    return { scripts: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0), lcp };
  } finally {
    await context.close();
  }
}

type LighthouseRow = Pick<ScreenRow, 'performance' | 'accessibility' | 'lighthouseNote'>;

/**
 * Lighthouse's scores for `url`, run again (at most three runs) when a run records no trace (NO_NAVSTART and its
 * kind: "Please run Lighthouse again", which headless Chromium does now and then); the note says so.
 */
async function lighthouseScores(url: string): Promise<LighthouseRow> {
  const failed: string[] = [];
  for (let run = 1; run <= 3; run++) {
    const r = await lighthouseOnce(url);
    if (r.performance !== undefined && !r.lighthouseNote)
      return failed.length ? { ...r, lighthouseNote: `run ${run}; before it: ${failed.join(' / ')}` } : r;
    failed.push(r.lighthouseNote ?? 'no score');
  }
  return { lighthouseNote: failed.join(' / ') };
}

async function lighthouseOnce(url: string): Promise<LighthouseRow> {
  try {
    const { default: lighthouse } = await import('lighthouse');
    const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
    const chromeLauncher = await import('chrome-launcher');
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', ...ARGS],
    });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
        desktopConfig,
      );
      // BENCH_LIGHTHOUSE_DIR=… keeps each report (what the audits blame: LCP element, unused JS, main-thread work)
      const dir = process.env.BENCH_LIGHTHOUSE_DIR;
      if (dir && result) {
        fs.mkdirSync(dir, { recursive: true });
        const name = new URL(url).pathname.replace(/\W+/g, '_') || 'root';
        fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(result.lhr));
      }
      const cats = result?.lhr.categories;
      const score = (s: number | null | undefined) => (s == null ? undefined : Math.round(s * 100));
      return {
        performance: score(cats?.performance?.score),
        accessibility: score(cats?.accessibility?.score),
        lighthouseNote: result?.lhr.runtimeError?.message,
      };
    } finally {
      chrome.kill();
    }
  } catch (e) {
    return { lighthouseNote: `Lighthouse did not run: ${(e as Error).message.split('\n')[0]}` };
  }
}

/** The demo survey project's design order (13800000002's order of the survey type), or undefined without demo data. */
async function surveyOrderId(base: string): Promise<number | undefined> {
  const login = await fetch(`${base}/api-cloud-merchant-service/v1/account/passwordLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ account: '13800000002', password: 'Demo@2026' }),
  });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const res = await fetch(`${base}${DESIGN_API.orders}?page=1&size=50`, { headers: { cookie } });
  const body = (await res.json()) as { data?: { id: number; orderType: number | null }[] };
  return body.data?.find((o) => o.orderType === SURVEY_ORDER_TYPE)?.id;
}

/** Measures each route of the built app on the server at `base`; `spuNo` is a product for /product/detail. */
export async function benchFirstScreen(base: string, spuNo: string): Promise<ScreenRow[]> {
  if (!fs.existsSync(WEB_DIST)) {
    console.log('\n(first screen: apps/web/dist is not built — `npm run build -w apps/web` first; not measured)');
    return [];
  }
  const routes: { route: string; login?: string; lighthouse: boolean; ready?: string }[] = [
    { route: '/home', lighthouse: true },
    { route: '/product', lighthouse: true },
    { route: `/product/detail?id=${spuNo}`, lighthouse: true },
    { route: '/tool/designOrder/selection', login: '13800000002', lighthouse: false },
  ];
  // The survey editor (issue 47 §5): the demo's survey project, scripts counted until the plan is drawn (its canvas).
  const surveyId = await surveyOrderId(base);
  if (surveyId) routes.push({ route: `/survey?id=${surveyId}`, login: '13800000002', lighthouse: false, ready: 'canvas' });
  const loads = Number(process.env.BENCH_WEB_LOADS || 5);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const rows: ScreenRow[] = [];
  try {
    await coldLoad(browser, base + '/home'); // the server's first answers warm up
    for (const r of routes) {
      const runs = [];
      for (let i = 0; i < loads; i++) runs.push(await coldLoad(browser, base + r.route, r.login, r.ready));
      rows.push({
        route: r.route + (r.login ? ` (as ${r.login})` : ''),
        scripts: median(runs.map((x) => x.scripts)),
        scriptKb: median(runs.map((x) => x.bytes)) / 1024,
        lcpMs: median(runs.map((x) => x.lcp)),
        lcpAll: runs.map((x) => Math.round(x.lcp)),
      });
    }
  } finally {
    await browser.close();
  }
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    for (const [i, r] of routes.entries())
      if (r.lighthouse) Object.assign(rows[i]!, await lighthouseScores(base + r.route));
  }
  console.log('\nFirst screen (built web app, Chromium, cold cache; median of the loads)');
  console.log('| route | scripts | JS KB compressed | LCP ms (median) | LCP ms (each) | Lighthouse perf | a11y |');
  console.log('|---|---:|---:|---:|---|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.route} | ${r.scripts} | ${r.scriptKb.toFixed(1)} | ${Math.round(r.lcpMs)} | ${r.lcpAll.join(', ')} | ${r.performance ?? '-'} | ${r.accessibility ?? '-'} |`,
    );
  }
  for (const r of rows) if (r.lighthouseNote) console.log(`- ${r.route}: ${r.lighthouseNote}`);
  return rows;
}
