/**
 * Cable routing on the tray graph (image pixels). The trays split where they cross or touch; a tray end drawn within
 * `tolPx` of another tray (a hand-drawn joint that misses by a little) is joined to it by a short jumper of its true
 * length — no point is ever moved, so a way on this graph is never longer than on the trays as drawn. Every well
 * (closet) and every device attaches to the trays at its nearest point (and to any tray within `tolPx` of that), which
 * splits that tray edge too — so a device and its closet on one straight tray are joined along it directly, never by
 * way of the tray's ends. Each device's way is then the shortest path on that graph (Dijkstra from every closet at
 * once, a binary heap) plus its straight drop.
 *
 * A straight drop (device to tray, tray to closet) does not cross a drawn wall when a tray can be reached without
 * crossing one (issue 58 §9): the attachments that cross the fewest walls are the candidates, nearest first. When
 * every tray is behind a wall the drop goes through it, and the route counts each wall it passes (`wallCrossings`),
 * so the wiring says so and the bill can count the holes.
 */
import type { PlanDocument } from './document.ts';
import type { ImagePoint } from './units.ts';

interface Edge {
  a: number;
  b: number;
  heightMm: number;
  /** A joint between a tray end and a tray it nearly meets: cable passes it, nothing attaches to it. */
  jumper?: true;
}
interface Xy {
  x: number;
  y: number;
}

export const dist = (a: Xy, b: Xy) => Math.hypot(b.x - a.x, b.y - a.y);

/** Parameter t ∈ [0,1] of p's projection on segment ab, and the projected point. */
export function project(p: Xy, a: ImagePoint, b: ImagePoint): { t: number; q: ImagePoint } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return { t, q: { x: a.x + t * dx, y: a.y + t * dy } as ImagePoint };
}

/** Parameter on ab where it crosses cd (both within their segments), or null. */
function crossing(a: Xy, b: Xy, c: Xy, d: Xy): number | null {
  const rx = b.x - a.x, ry = b.y - a.y, sx = d.x - c.x, sy = d.y - c.y; // prettier-ignore
  const den = rx * sy - ry * sx;
  if (Math.abs(den) < 1e-12) return null;
  const t = ((c.x - a.x) * sy - (c.y - a.y) * sx) / den;
  const u = ((c.x - a.x) * ry - (c.y - a.y) * rx) / den;
  return t >= -1e-9 && t <= 1 + 1e-9 && u >= -1e-9 && u <= 1 + 1e-9 ? Math.max(0, Math.min(1, t)) : null;
}

/** Whether segment ab passes through segment cd away from ab's ends (a drop that ends on a wall does not cross it). */
function passesThrough(a: Xy, b: Xy, c: Xy, d: Xy): boolean {
  const t = crossing(a, b, c, d);
  return t !== null && t > 1e-6 && t < 1 - 1e-6;
}

/** How many of the walls the straight segment ab passes through. */
export function wallsCrossed(a: Xy, b: Xy, walls: Pick<PlanDocument, 'walls'>['walls']): number {
  return walls.reduce((n, w) => n + (passesThrough(a, b, w.a, w.b) ? 1 : 0), 0);
}

/** Points closer than this (pixels) are one node: the same point reached through floating-point arithmetic. */
const SAME_PX = 1e-6;

/**
 * The trunking as a graph: segments split where they cross, and where another tray's end lies within `tolPx` (that
 * end joined to the split by a jumper edge of its true length).
 */
export function trunkingGraph(plan: Pick<PlanDocument, 'trunking'>, tolPx: number) {
  const segs = plan.trunking.flatMap((t) =>
    t.points.slice(1).map((b, i) => ({ a: t.points[i]!, b, heightMm: t.heightMm })),
  );
  const nodes: ImagePoint[] = [];
  const nodeAt = (p: ImagePoint): number => {
    const i = nodes.findIndex((n) => dist(n, p) <= SAME_PX);
    if (i >= 0) return i;
    nodes.push(p);
    return nodes.length - 1;
  };
  const edges: Edge[] = [];
  const jumpers: { end: ImagePoint; q: ImagePoint; heightMm: number }[] = [];
  segs.forEach((s, i) => {
    const ts = new Set([0, 1]);
    segs.forEach((o, j) => {
      if (i === j) return;
      const t = crossing(s.a, s.b, o.a, o.b);
      if (t !== null) ts.add(t);
      for (const end of [o.a, o.b]) {
        const pr = project(end, s.a, s.b);
        const gap = dist(pr.q, end);
        if (gap > tolPx) continue;
        ts.add(pr.t);
        if (gap > SAME_PX) jumpers.push({ end, q: pr.q, heightMm: Math.max(s.heightMm, o.heightMm) });
      }
    });
    const sorted = [...ts].sort((x, y) => x - y);
    const ids = sorted.map((t) =>
      nodeAt({ x: s.a.x + t * (s.b.x - s.a.x), y: s.a.y + t * (s.b.y - s.a.y) } as ImagePoint),
    );
    for (let k = 1; k < ids.length; k++)
      if (ids[k] !== ids[k - 1]) edges.push({ a: ids[k - 1]!, b: ids[k]!, heightMm: s.heightMm });
  });
  for (const j of jumpers) {
    const a = nodeAt(j.end);
    const b = nodeAt(j.q);
    if (a !== b) edges.push({ a, b, heightMm: j.heightMm, jumper: true });
  }
  return { nodes, edges };
}

/** Where a point meets the trays: the graph node there, the straight link to it (px) and that tray's height. */
export interface Attachment {
  node: number;
  q: ImagePoint;
  linkPx: number;
  heightMm: number;
}

/** One device's way: the attachment it drops to, and the path from it to the closet's attachment (graph nodes). */
export interface Route {
  attachment: Attachment;
  /** Drop + along the trays + the closet's link, in pixels. */
  costPx: number;
  well: number;
  /** The height of the tray the closet joins (its cable drops from there to the cabinet). */
  wellTrayHeightMm: number;
  /** Device → drop point → … → closet's tray point → closet. */
  path: ImagePoint[];
  /** Walls the straight drop and the closet's link pass through (0 when a tray is reachable without). */
  wallCrossings: number;
}

/**
 * Routes every device to its nearest closet along the trays. A device drops to its nearest tray and a closet joins
 * its nearest tray; every tray within `tolPx` of the nearest is a candidate too, and the shortest whole way wins. Null
 * for a device no tray path leads from.
 */
export function routeDevices(
  plan: Pick<PlanDocument, 'trunking' | 'wells'> & Partial<Pick<PlanDocument, 'walls'>>,
  devices: readonly Xy[],
  tolPx: number,
): (Route | null)[] {
  const { nodes, edges } = trunkingGraph(plan, tolPx);
  if (!edges.length) return devices.map(() => null);
  // Where each closet and device meets the trays, as points on the raw edges.
  const cuts: { t: number; q: ImagePoint; id: number }[][] = edges.map(() => []);
  const walls = plan.walls ?? [];
  const attachAt: { edge: number; t: number; q: ImagePoint; linkPx: number; walls: number; id: number }[] = [];
  const attach = (p: Xy, slackPx: number) => {
    const found = edges.flatMap((e, ei) => {
      if (e.jumper) return [];
      const pr = project(p, nodes[e.a]!, nodes[e.b]!);
      return [{ edge: ei, t: pr.t, q: pr.q, linkPx: dist(p, pr.q), walls: wallsCrossed(p, pr.q, walls) }];
    });
    const fewest = Math.min(...found.map((f) => f.walls));
    const nearest = Math.min(...found.filter((f) => f.walls === fewest).map((f) => f.linkPx));
    return found
      .filter((f) => f.walls === fewest && f.linkPx <= nearest + slackPx)
      .map((f) => {
        const id = attachAt.length;
        attachAt.push({ ...f, id });
        cuts[f.edge]!.push({ t: f.t, q: f.q, id });
        return id;
      });
  };
  const wellCuts = plan.wells.map((w) => attach(w.at, tolPx));
  const deviceCuts = devices.map((d) => attach(d, tolPx));

  // Split every edge at its cuts: the graph's nodes are the tray nodes and every attachment point.
  const attachNode = new Map<number, number>();
  const adj: { to: number; w: number }[][] = nodes.map(() => []);
  const heightOf = new Map<number, number>();
  const link = (a: number, b: number) => {
    const w = dist(nodes[a]!, nodes[b]!);
    adj[a]!.push({ to: b, w });
    adj[b]!.push({ to: a, w });
  };
  edges.forEach((e, ei) => {
    const along = [...cuts[ei]!].sort((x, y) => x.t - y.t);
    let prev = e.a;
    for (const c of along) {
      const n = nodes.length;
      nodes.push(c.q);
      adj.push([]);
      attachNode.set(c.id, n);
      heightOf.set(c.id, e.heightMm);
      link(prev, n);
      prev = n;
    }
    link(prev, e.b);
  });

  // Dijkstra from every closet at once; a closet's start is its straight link to the trays.
  const d = nodes.map(() => Infinity);
  const wellOf = nodes.map(() => -1);
  /** The closet's attachment a node's best way starts from. */
  const startOf = nodes.map(() => -1);
  const back = nodes.map(() => -1);
  const heap = new MinHeap();
  wellCuts.forEach((ids, wi) => {
    for (const id of ids) {
      const n = attachNode.get(id)!;
      const l = attachAt[id]!.linkPx;
      if (l < d[n]!) {
        d[n] = l;
        wellOf[n] = wi;
        startOf[n] = id;
        heap.push(l, n);
      }
    }
  });
  while (heap.size) {
    const [du, u] = heap.pop();
    if (du > d[u]!) continue;
    for (const { to, w } of adj[u]!) {
      if (du + w < d[to]!) {
        d[to] = du + w;
        wellOf[to] = wellOf[u]!;
        startOf[to] = startOf[u]!;
        back[to] = u;
        heap.push(d[to], to);
      }
    }
  }

  return devices.map((dev, di) => {
    let best: Route | null = null;
    for (const id of deviceCuts[di]!) {
      const n = attachNode.get(id)!;
      const a = attachAt[id]!;
      const cost = a.linkPx + d[n]!;
      if (!Number.isFinite(cost) || (best && cost >= best.costPx)) continue;
      const attachment = { node: n, q: a.q, linkPx: a.linkPx, heightMm: heightOf.get(id)! };
      const well = wellOf[n]!;
      const wellTrayHeightMm = heightOf.get(startOf[n]!)!;
      const wallCrossings = a.walls + attachAt[startOf[n]!]!.walls;
      best = { attachment, costPx: cost, well, wellTrayHeightMm, path: [], wallCrossings };
    }
    if (!best) return null;
    const path: ImagePoint[] = [dev as ImagePoint];
    for (let n = best.attachment.node; n >= 0; n = back[n]!) path.push(nodes[n]!);
    path.push(plan.wells[best.well]!.at);
    return { ...best, path };
  });
}

/** A binary heap of [distance, node], smallest distance first. */
class MinHeap {
  private items: [number, number][] = [];
  get size() {
    return this.items.length;
  }
  push(key: number, value: number) {
    const h = this.items;
    h.push([key, value]);
    let i = h.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (h[p]![0] <= h[i]![0]) break;
      [h[p], h[i]] = [h[i]!, h[p]!];
      i = p;
    }
  }
  pop(): [number, number] {
    const h = this.items;
    const top = h[0]!;
    const last = h.pop()!;
    if (h.length) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && h[l]![0] < h[m]![0]) m = l;
        if (r < h.length && h[r]![0] < h[m]![0]) m = r;
        if (m === i) break;
        [h[m], h[i]] = [h[i]!, h[m]!];
        i = m;
      }
    }
    return top;
  }
}
