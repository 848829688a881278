/**
 * Intelligent wiring (part 2 §2 /survey/systemBuild): every device's cable runs along the drawn trunking to the
 * nearest weak-current well — the shortest path over the trunking graph (Dijkstra from every well at once), then
 * a straight drop from the trunking to the device — with its vertical drops (trunking height to the device's mount
 * height, and down to the cabinet at the well). Purchased length and boxes come from the twisted-pair calculator
 * (slack % and the installer's +6 m termination allowance, first-fit boxes, > 90 m flagged), RJ-45 plugs and
 * information modules from the generic-cabling calculator: one formula, one place.
 */
import { messages } from '../core/index.ts';
import {
  modulesFor,
  MAX_HORIZONTAL_RUN_M,
  rj45For,
  calculateTwistedPairAmount,
  purchasedLength,
  TWISTED_PAIR_AMOUNT_DEFAULTS,
} from '../calculators/index.ts';
import { mmPerPx } from './calibration.ts';
import type { PlanDocument } from './document.ts';
import type { ImagePoint } from './units.ts';

export const WIRING_MESSAGES = messages('WIRING', {
  noCalibration: '请先标定比例尺，才能计算线缆长度',
  noTrunking: '平面图中没有线槽：请先用“线槽”工具沿走廊或吊顶画出线槽',
  noWell: '平面图中没有弱电井：请先用“弱电井”工具放置交换机所在的弱电井',
  noDevices: '场景中还没有布设设备',
  tooLong: '有线缆加余量后超过一箱305米，无法整根布放，请增设弱电井',
});

export interface WiringDevice {
  id: string;
  label: string;
  at: ImagePoint;
  mountHeightMm: number;
}
export interface WiringOptions {
  slackPercent: number;
  /** The installer's allowance per run (+6 m: termination at both ends and the cabinet). */
  allowanceM: number;
}
export const WIRING_DEFAULTS: WiringOptions = {
  slackPercent: TWISTED_PAIR_AMOUNT_DEFAULTS.slackPercent,
  allowanceM: TWISTED_PAIR_AMOUNT_DEFAULTS.terminationAllowanceM,
};

export interface PlannedRun {
  runId: string;
  deviceId: string;
  from: string;
  wellId: string;
  to: string;
  horizontalM: number;
  verticalM: number;
  installedM: number;
  purchasedM: number;
  over90m: boolean;
  /** Device → trunking → … → well, in image pixels. */
  path: ImagePoint[];
}
export interface WiringPlan {
  runs: PlannedRun[];
  /** Devices no trunking path leads from to a well. */
  unreachable: { deviceId: string; label: string }[];
  boxCount: number;
  totalInstalledM: number;
  totalPurchasedM: number;
  rj45Count: number;
  moduleCount: number;
  warnings: string[];
}
export type WiringResult = { ok: true; wiring: WiringPlan } | { ok: false; message: string };

interface Node {
  p: ImagePoint;
}
interface Edge {
  a: number;
  b: number;
  heightMm: number;
}

const r2 = (x: number) => Math.round(x * 100) / 100;
const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(b.x - a.x, b.y - a.y);

/** Parameter t ∈ [0,1] of p's projection on segment ab, and the projected point. */
function project(p: ImagePoint, a: ImagePoint, b: ImagePoint): { t: number; q: ImagePoint } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return { t, q: { x: a.x + t * dx, y: a.y + t * dy } as ImagePoint };
}

/** Parameter on ab where it crosses cd (both within their segments), or null. */
function crossing(a: ImagePoint, b: ImagePoint, c: ImagePoint, d: ImagePoint): number | null {
  const rx = b.x - a.x, ry = b.y - a.y, sx = d.x - c.x, sy = d.y - c.y; // prettier-ignore
  const den = rx * sy - ry * sx;
  if (Math.abs(den) < 1e-12) return null;
  const t = ((c.x - a.x) * sy - (c.y - a.y) * sx) / den;
  const u = ((c.x - a.x) * ry - (c.y - a.y) * rx) / den;
  return t >= -1e-9 && t <= 1 + 1e-9 && u >= -1e-9 && u <= 1 + 1e-9 ? Math.max(0, Math.min(1, t)) : null;
}

/** The trunking as a graph: segments split where they cross or touch (within `tolPx`), shared nodes merged. */
export function trunkingGraph(plan: Pick<PlanDocument, 'trunking'>, tolPx: number) {
  const segs = plan.trunking.flatMap((t) =>
    t.points.slice(1).map((b, i) => ({ a: t.points[i]!, b, heightMm: t.heightMm })),
  );
  const nodes: Node[] = [];
  const nodeAt = (p: ImagePoint): number => {
    const i = nodes.findIndex((n) => dist(n.p, p) <= tolPx);
    if (i >= 0) return i;
    nodes.push({ p });
    return nodes.length - 1;
  };
  const edges: Edge[] = [];
  segs.forEach((s, i) => {
    const ts = new Set([0, 1]);
    segs.forEach((o, j) => {
      if (i === j) return;
      const t = crossing(s.a, s.b, o.a, o.b);
      if (t !== null) ts.add(t);
      for (const end of [o.a, o.b]) {
        const pr = project(end, s.a, s.b);
        if (dist(pr.q, end) <= tolPx) ts.add(pr.t);
      }
    });
    const sorted = [...ts].sort((x, y) => x - y);
    const ids = sorted.map((t) =>
      nodeAt({ x: s.a.x + t * (s.b.x - s.a.x), y: s.a.y + t * (s.b.y - s.a.y) } as ImagePoint),
    );
    for (let k = 1; k < ids.length; k++)
      if (ids[k] !== ids[k - 1]) edges.push({ a: ids[k - 1]!, b: ids[k]!, heightMm: s.heightMm });
  });
  return { nodes, edges };
}

/** The trunking graph with every well joined at its nearest point, and each node's way to its nearest well. */
interface Routing {
  nodes: Node[];
  edges: Edge[];
  adj: { to: number; w: number }[][];
  /** Pixels along the trunking from a node to its nearest well. */
  d: number[];
  /** Which well a node's shortest way leads to (-1: none). */
  wellOf: number[];
  /** The next node on that way (-1 at a well). */
  prev: number[];
  /** Each well's vertical drop from the trunking down (or up) to its cabinet, metres. */
  wellDropM: number[];
  /** The node each well joins the trunking at. */
  wellNode: number[];
}

/** Routes every device to the nearest well along the trunking (image pixels in, metres out). */
export function planWiring(
  plan: PlanDocument,
  devices: readonly WiringDevice[],
  options: WiringOptions = WIRING_DEFAULTS,
): WiringResult {
  if (!plan.calibration) return { ok: false, message: WIRING_MESSAGES.noCalibration };
  if (!plan.trunking.length) return { ok: false, message: WIRING_MESSAGES.noTrunking };
  if (!plan.wells.length) return { ok: false, message: WIRING_MESSAGES.noWell };
  if (!devices.length) return { ok: false, message: WIRING_MESSAGES.noDevices };
  const scale = mmPerPx(plan.calibration) / 1000; // metres per pixel
  const routing = joinWells(plan, trunkingGraph(plan, Math.max(2, 100 / (scale * 1000))));
  shortestWaysToWells(routing);

  const runs: PlannedRun[] = [];
  const unreachable: WiringPlan['unreachable'] = [];
  for (const dev of devices) {
    const run = routeDevice(plan, routing, dev, scale, options, runs.length + 1);
    if (run) runs.push(run);
    else unreachable.push({ deviceId: dev.id, label: dev.label });
  }
  return summarise(runs, unreachable, options);
}

/** The graph's adjacency, and every well joined to the trunking at its nearest point by a node of its own. */
function joinWells(plan: PlanDocument, { nodes, edges }: { nodes: Node[]; edges: Edge[] }): Routing {
  const adj: { to: number; w: number }[][] = nodes.map(() => []);
  for (const e of edges) {
    const w = dist(nodes[e.a]!.p, nodes[e.b]!.p);
    adj[e.a]!.push({ to: e.b, w });
    adj[e.b]!.push({ to: e.a, w });
  }
  // Every well joins the trunking at its nearest point: a node of its own, reached by a straight link.
  const d = nodes.map(() => Infinity); // pixels along the trunking
  const wellOf = nodes.map(() => -1);
  const prev = nodes.map(() => -1);
  const wellDropM = plan.wells.map(() => 0);
  const wellNode = plan.wells.map((w, wi) => {
    let best = { e: -1, t: 0, q: w.at, len: Infinity };
    edges.forEach((e, ei) => {
      const pr = project(w.at, nodes[e.a]!.p, nodes[e.b]!.p);
      const len = dist(w.at, pr.q);
      if (len < best.len) best = { e: ei, t: pr.t, q: pr.q, len };
    });
    const e = edges[best.e]!;
    wellDropM[wi] = Math.abs(e.heightMm - w.cabinetHeightMm) / 1000;
    const n = nodes.length;
    nodes.push({ p: best.q });
    const la = dist(best.q, nodes[e.a]!.p);
    const lb = dist(best.q, nodes[e.b]!.p);
    adj.push([
      { to: e.a, w: la },
      { to: e.b, w: lb },
    ]);
    adj[e.a]!.push({ to: n, w: la });
    adj[e.b]!.push({ to: n, w: lb });
    d.push(best.len);
    wellOf.push(wi);
    prev.push(-1);
    return n;
  });
  return { nodes, edges, adj, d, wellOf, prev, wellDropM, wellNode };
}

/** Dijkstra from every well at once (a binary heap of [distance, node]): fills `d`, `wellOf` and `prev`. */
function shortestWaysToWells({ adj, d, wellOf, prev, wellNode }: Routing): void {
  const heap: [number, number][] = wellNode.map((n) => [d[n]!, n]);
  const push = (item: [number, number]) => {
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heap[p]![0] <= heap[i]![0]) break;
      [heap[p], heap[i]] = [heap[i]!, heap[p]!];
      i = p;
    }
  };
  const pop = (): [number, number] => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && heap[l]![0] < heap[m]![0]) m = l;
        if (r < heap.length && heap[r]![0] < heap[m]![0]) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i]!, heap[m]!];
        i = m;
      }
    }
    return top;
  };
  heap.sort((x, y) => x[0] - y[0]);
  while (heap.length) {
    const [du, u] = pop();
    if (du > d[u]!) continue;
    for (const { to, w } of adj[u]!) {
      if (du + w < d[to]!) {
        d[to] = du + w;
        wellOf[to] = wellOf[u]!;
        prev[to] = u;
        push([d[to], to]);
      }
    }
  }
}

/** One device's run (the `seq`th), or null when no trunking path leads from it to a well. */
function routeDevice(
  plan: PlanDocument,
  { nodes, edges, d, wellOf, prev, wellDropM }: Routing,
  dev: WiringDevice,
  scale: number,
  options: WiringOptions,
  seq: number,
): PlannedRun | null {
  // The drop goes to the nearest trunking (within a pixel); along it, the cheaper way to a well.
  const drops = edges.map((e) => dist(dev.at, project(dev.at, nodes[e.a]!.p, nodes[e.b]!.p).q));
  const nearest = Math.min(...drops);
  let best: { cost: number; node: number; q: ImagePoint; drop: number; heightMm: number } | null = null;
  for (const [ei, e] of edges.entries()) {
    if (drops[ei]! > nearest + 1) continue;
    const A = nodes[e.a]!.p;
    const B = nodes[e.b]!.p;
    const pr = project(dev.at, A, B);
    const drop = drops[ei]!;
    for (const [n, along] of [
      [e.a, dist(pr.q, A)],
      [e.b, dist(pr.q, B)],
    ] as const) {
      const cost = drop + along + d[n]!;
      if (Number.isFinite(cost) && (!best || cost < best.cost))
        best = { cost, node: n, q: pr.q, drop, heightMm: e.heightMm };
    }
  }
  if (!best) return null;
  const wi = wellOf[best.node]!;
  const well = plan.wells[wi]!;
  const path: ImagePoint[] = [dev.at, best.q];
  for (let n = best.node; n >= 0; n = prev[n]!) path.push(nodes[n]!.p);
  path.push(well.at);
  const horizontalM = best.cost * scale;
  const verticalM = Math.abs(best.heightMm - dev.mountHeightMm) / 1000 + wellDropM[wi]!;
  const installedM = horizontalM + verticalM;
  return {
    runId: `R${String(seq).padStart(3, '0')}`,
    deviceId: dev.id,
    from: dev.label,
    wellId: well.id,
    to: well.label,
    horizontalM: r2(horizontalM),
    verticalM: r2(verticalM),
    installedM: r2(installedM),
    purchasedM: r2(purchasedLength(installedM, options.slackPercent, options.allowanceM)),
    over90m: installedM > MAX_HORIZONTAL_RUN_M,
    path,
  };
}

/** The runs' totals: boxes and lengths from the twisted-pair calculator, plugs and modules from generic cabling. */
function summarise(runs: PlannedRun[], unreachable: WiringPlan['unreachable'], options: WiringOptions): WiringResult {
  const warnings: string[] = [];
  if (unreachable.length)
    warnings.push(`${unreachable.map((u) => u.label).join('、')}附近没有连到弱电井的线槽，未能布线`);
  if (!runs.length)
    return { ok: true, wiring: { runs, unreachable, boxCount: 0, totalInstalledM: 0, totalPurchasedM: 0, rj45Count: 0, moduleCount: 0, warnings } }; // prettier-ignore
  const calc = calculateTwistedPairAmount({
    ...TWISTED_PAIR_AMOUNT_DEFAULTS,
    mode: 'list',
    runLengthsM: runs.map((r) => r.installedM),
    slackPercent: options.slackPercent,
    terminationAllowanceM: options.allowanceM,
  });
  if (!calc.ok) return { ok: false, message: WIRING_MESSAGES.tooLong };
  return {
    ok: true,
    wiring: {
      runs,
      unreachable,
      boxCount: calc.boxCount,
      totalInstalledM: calc.totalInstalledM,
      totalPurchasedM: calc.totalPurchasedM,
      rj45Count: rj45For(runs.length),
      moduleCount: modulesFor(runs.length),
      warnings: [...warnings, ...calc.warnings],
    },
  };
}
