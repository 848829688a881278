/**
 * BENCH_ONLY=survey-system: the survey's intelligent wiring and architecture recommendation as the server runs them
 * (issue 17: wiring 300 cameras ≤ 1 s, recommendation for 300 cameras ≤ 200 ms). A 200 m × 100 m floor (4,000 ×
 * 2,000 px, 50 mm per pixel) with a trunking grid (every 10 m across, every 25 m along: 11 + 9 runs) and four wells;
 * 300 cameras placed with a fixed seed. The domain's planWiring and recommendTopology, each the median of its runs.
 * No server: these are pure functions (the request adds one plan read and one write).
 */
import {
  dispatch,
  emptyPlan,
  imagePoint,
  planWiring,
  recommendTopology,
  startHistory,
  type TopoCamera,
  type TopoCatalogue,
  type WiringDevice,
} from '@portal/domain';

const W = 4000;
const H = 2000;

function floor() {
  let h = startHistory(emptyPlan({ width: W, height: H }));
  const go = (a: Parameters<typeof dispatch>[1]) => {
    const r = dispatch(h, a);
    if (r.refusal) throw new Error(r.refusal.msg);
    h = r.history;
  };
  go({ type: 'calibrate', a: imagePoint(0, 0), b: imagePoint(1000, 0), realMm: 50_000 });
  for (let y = 0; y <= 10; y++) go({ type: 'addTrunking', id: `h${y}`, points: [imagePoint(20, 20 + y * 196), imagePoint(W - 20, 20 + y * 196)] }); // prettier-ignore
  for (let x = 0; x <= 8; x++) go({ type: 'addTrunking', id: `v${x}`, points: [imagePoint(20 + x * 495, 20), imagePoint(20 + x * 495, H - 20)] }); // prettier-ignore
  [
    [20, 20],
    [W - 20, 20],
    [20, H - 20],
    [W - 20, H - 20],
  ].forEach(([x, y], i) => go({ type: 'addWell', id: `w${i + 1}`, at: imagePoint(x!, y!), label: `弱电井${i + 1}` }));
  return h.present;
}

/** A fixed-seed generator (mulberry32), so every run places the same cameras. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const catalogue: TopoCatalogue = {
  switches: [
    { skuNo: 'S8', name: '8口PoE', priceFen: 30000, poePorts: 8, ports: 9, poeBudgetW: 60, uplinkMbps: 1000, poeStandard: 'af' }, // prettier-ignore
    { skuNo: 'S16', name: '16口PoE', priceFen: 80000, poePorts: 16, ports: 18, poeBudgetW: 150, uplinkMbps: 1000, poeStandard: 'at' }, // prettier-ignore
    { skuNo: 'S24', name: '24口PoE', priceFen: 150000, poePorts: 24, ports: 26, poeBudgetW: 370, uplinkMbps: 1000, poeStandard: 'at' }, // prettier-ignore
  ],
  nvrs: [
    { skuNo: 'N16', name: '16路NVR', priceFen: 90000, channels: 16, incomingBandwidthMbps: 160, hddBays: 2, maxHddTB: 10, maxResolutionMP: 8 }, // prettier-ignore
    { skuNo: 'N64', name: '64路NVR', priceFen: 600000, channels: 64, incomingBandwidthMbps: 512, hddBays: 8, maxHddTB: 16, maxResolutionMP: 12 }, // prettier-ignore
  ],
  disks: [
    { skuNo: 'D4', name: '4TB', priceFen: 50000, capacityTB: 4 },
    { skuNo: 'D8', name: '8TB', priceFen: 90000, capacityTB: 8 },
  ],
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export function benchSurveySystem(): void {
  console.log('\nSurvey wiring and architecture recommendation (domain functions), Node', process.version);
  const plan = floor();
  const rnd = random(17);
  const devices: WiringDevice[] = Array.from({ length: 300 }, (_, i) => ({
    id: `c${i}`,
    label: `C${i + 1}`,
    at: imagePoint(Math.round(40 + rnd() * (W - 80)), Math.round(40 + rnd() * (H - 80))),
    mountHeightMm: 2500 + Math.round(rnd() * 2000),
  }));
  const wiringMs: number[] = [];
  let wired = planWiring(plan, devices);
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    wired = planWiring(plan, devices);
    wiringMs.push(performance.now() - t);
  }
  if (!wired.ok) throw new Error(wired.refusal.msg);
  const w = wired.wiring;
  console.log(
    `| wiring, 300 cameras, 20 trunking runs, 4 wells | ≤ 1,000 ms | ${median(wiringMs).toFixed(1)} ms (median of 7) | ` +
      `${w.runs.length} runs, ${w.unreachable.length} unreachable, ${w.runs.filter((r) => r.over90m).length} over 90 m, ` +
      `${w.boxCount} boxes, ${Math.round(w.totalPurchasedM)} m |`,
  );
  const cams: TopoCamera[] = devices.map((d, i) => ({
    id: d.id,
    label: d.label,
    bitrateMbps: [2, 4, 6, 8][i % 4]!,
    powerW: [4, 6, 8, 12][i % 4]!,
    resolutionMP: [2, 4, 4, 8][i % 4]!,
    wellId: w.runs.find((r) => r.deviceId === d.id)?.wellId ?? null,
  }));
  const topoMs: number[] = [];
  let topo = recommendTopology(cams, catalogue, 30);
  for (let i = 0; i < 21; i++) {
    const t = performance.now();
    topo = recommendTopology(cams, catalogue, 30);
    topoMs.push(performance.now() - t);
  }
  if (!topo.ok) throw new Error(topo.refusal.msg);
  const lines = topo.topology.lines.map((l) => `${l.name}×${l.quantity}`).join(', ');
  console.log(
    `| recommendation, 300 cameras, 30 days | ≤ 200 ms | ${median(topoMs).toFixed(2)} ms (median of 21) | ` +
      `${topo.topology.nodes.length} nodes: ${lines}; ${topo.topology.storageTB} TB |`,
  );
}
