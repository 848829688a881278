/**
 * Wall recognition on a plan raster (issue 17 §1), our own line detector — @techstark/opencv-js was tried first, but
 * its 10 MB WebAssembly did not finish starting within three minutes on this machine's shared cores, so the steps it
 * would have run are done here in plain TypeScript:
 *  1. binarise: Otsu's threshold on the grey histogram (a page with too little contrast is blank: no walls); a page
 *     mostly dark (a blueprint) is inverted;
 *  2. long horizontal and vertical segments: runs of ink at least MIN_LEN long, stacked runs of adjacent rows grouped
 *     into a band whose centre line is the wall (bands thicker than MAX_THICK are filled areas, not walls);
 *  3. the ink left over (slanted walls, text, door swings): a Hough transform, strongest line first, its ink walked
 *     into segments (gaps up to GAP), each long enough kept and its ink removed from the votes (as HoughLinesP);
 *  4. merge: segments on one line (angle within 2°, offset within the wall's thickness) that overlap or nearly touch
 *     become one, and the two faces of a double-line wall become its centre line.
 * Coordinates are of the working raster; the caller scales them to the plan image.
 */

export interface Segment {
  a: { x: number; y: number };
  b: { x: number; y: number };
  /** Ink thickness across the segment, working pixels. */
  thickness: number;
}

export interface DetectOptions {
  /** Shortest wall, as a share of the raster's longer side. */
  minLenShare?: number;
}

const CONTRAST_MIN = 48;

/** Otsu's threshold of a grey raster, or null when it has no usable contrast (a blank page). */
function otsu(data: Uint8Array): number | null {
  const hist = new Float64Array(256);
  for (const v of data) hist[v]!++;
  let lo = 0;
  let hi = 255;
  const n = data.length;
  // The 0.2 % darkest and lightest pixels are ignored when judging the contrast (specks of dust are not a drawing).
  for (let acc = 0; lo < 255 && acc + hist[lo]! <= n * 0.002; lo++) acc += hist[lo]!;
  for (let acc = 0; hi > 0 && acc + hist[hi]! <= n * 0.002; hi--) acc += hist[hi]!;
  if (hi - lo < CONTRAST_MIN) return null;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * hist[i]!;
  let wB = 0;
  let sumB = 0;
  let best = -1;
  let t = 128;
  for (let i = 0; i < 256; i++) {
    wB += hist[i]!;
    if (!wB) continue;
    const wF = n - wB;
    if (!wF) break;
    sumB += i * hist[i]!;
    const mB = sumB / wB;
    const mF = (sumAll - sumB) / wF;
    const between = wB * wF * (mB - mF) ** 2;
    if (between > best) {
      best = between;
      t = i;
    }
  }
  return t;
}

/** Ink mask (1 = ink) of a grey raster, or null for a blank page. */
function binarise(data: Uint8Array): Uint8Array | null {
  const t = otsu(data);
  if (t === null) return null;
  const ink = new Uint8Array(data.length);
  let count = 0;
  for (let i = 0; i < data.length; i++) if (data[i]! <= t) count += ink[i] = 1;
  if (count > data.length / 2) for (let i = 0; i < ink.length; i++) ink[i] = 1 - ink[i]!;
  return ink;
}

interface Band {
  y0: number;
  y1: number;
  starts: number[];
  ends: number[];
  last: [number, number];
  lastY: number;
}

const median = (v: number[]) => {
  const s = [...v].sort((p, q) => p - q);
  return s[s.length >> 1]!;
};

/**
 * Horizontal bands of long runs in a mask of width w (rows of length w); the ink of every band (wall or filled
 * area) is marked in `used`. Answers the centre lines as segments (y = band middle).
 */
function horizontalBands(ink: Uint8Array, w: number, h: number, minLen: number, maxThick: number, used: Uint8Array) {
  const out: Segment[] = [];
  let open: Band[] = [];
  const close = (b: Band) => {
    const thick = b.y1 - b.y0 + 1;
    b.starts.forEach((s, i) => used.fill(1, (b.y0 + i) * w + s, (b.y0 + i) * w + b.ends[i]!));
    if (thick > maxThick) return;
    const x0 = median(b.starts);
    const x1 = median(b.ends);
    const y = (b.y0 + b.y1 + 1) / 2;
    out.push({ a: { x: x0, y }, b: { x: x1, y }, thickness: thick });
  };
  for (let y = 0; y <= h; y++) {
    const runs: [number, number][] = [];
    if (y < h) {
      const row = y * w;
      for (let x = 0; x < w;) {
        if (!ink[row + x]) {
          x++;
          continue;
        }
        const s = x;
        while (x < w && ink[row + x]) x++;
        if (x - s >= minLen) runs.push([s, x]);
      }
    }
    const next: Band[] = [];
    const taken = new Set<Band>();
    for (const r of runs) {
      const b = open.find((o) => {
        if (taken.has(o)) return false;
        const ov = Math.min(o.last[1], r[1]) - Math.max(o.last[0], r[0]);
        return ov >= 0.5 * Math.min(o.last[1] - o.last[0], r[1] - r[0]);
      });
      if (b) {
        taken.add(b);
        // A missed row (a speck of paper in the band) keeps the band's rows in step.
        while (b.lastY < y - 1) {
          b.starts.push(b.last[0]);
          b.ends.push(b.last[1]);
          b.lastY++;
        }
        b.starts.push(r[0]);
        b.ends.push(r[1]);
        b.last = r;
        b.lastY = y;
        b.y1 = y;
        next.push(b);
      } else next.push({ y0: y, y1: y, starts: [r[0]], ends: [r[1]], last: r, lastY: y });
    }
    for (const o of open) {
      if (taken.has(o)) continue;
      if (y - o.lastY <= 1 && y < h) next.push(o);
      else close(o);
    }
    open = next;
  }
  return out;
}

function transpose(m: Uint8Array, w: number, h: number): Uint8Array {
  const t = new Uint8Array(m.length);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) t[x * h + y] = m[y * w + x]!;
  return t;
}

const THETAS = 180;
const COS = Float64Array.from({ length: THETAS }, (_, i) => Math.cos((i * Math.PI) / THETAS));
const SIN = Float64Array.from({ length: THETAS }, (_, i) => Math.sin((i * Math.PI) / THETAS));

/** Slanted segments in the ink left over (Hough transform, strongest line first, ink removed as it is used). */
function houghSegments(ink: Uint8Array, w: number, h: number, minLen: number, gap: number, maxThick: number) {
  const diag = Math.ceil(Math.hypot(w, h));
  const nR = 2 * diag + 1;
  const acc = new Int32Array(THETAS * nR);
  const vote = (x: number, y: number, d: number) => {
    for (let t = 0; t < THETAS; t++) acc[t * nR + Math.round(x * COS[t]! + y * SIN[t]!) + diag]! += d;
  };
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (ink[y * w + x]) vote(x, y, 1);
  const out: Segment[] = [];
  const at = (x: number, y: number) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    return xi >= 0 && yi >= 0 && xi < w && yi < h && ink[yi * w + xi] === 1;
  };
  for (let guard = 0; guard < 300; guard++) {
    let best = 0;
    let bi = -1;
    for (let i = 0; i < acc.length; i++) {
      if (acc[i]! <= best) continue;
      best = acc[i]!;
      bi = i;
    }
    if (best < minLen) break;
    const t = Math.floor(bi / nR);
    const rho = (bi % nR) - diag;
    const c = COS[t]!;
    const s = SIN[t]!;
    // Walk the line (direction (-s, c)) across the raster; ink within ±1 px counts.
    const x0 = rho * c;
    const y0 = rho * s;
    const hits: number[] = [];
    for (let u = -diag; u <= diag; u++) {
      const x = x0 - u * s;
      const y = y0 + u * c;
      if (at(x, y) || at(x + c, y + s) || at(x - c, y - s)) hits.push(u);
    }
    // Runs of hits with gaps up to `gap`, long enough and solid (a line of text is not: its ink is broken).
    const found: [number, number][] = [];
    let first = 0;
    for (let i = 1; i <= hits.length; i++) {
      if (i < hits.length && hits[i]! - hits[i - 1]! <= gap) continue;
      const u0 = hits[first];
      const u1 = hits[i - 1]!;
      if (u0 !== undefined && u1 - u0 >= minLen && (i - first) / (u1 - u0 + 1) >= 0.85) found.push([u0, u1]);
      first = i;
    }
    if (!found.length) {
      acc[bi] = 0;
      continue;
    }
    for (const [u0, u1] of found) {
      // Thickness: the ink across the line, measured at a few places along it (median).
      const widths: number[] = [];
      for (let k = 1; k <= 5; k++) {
        const u = u0 + ((u1 - u0) * k) / 6;
        const px = x0 - u * s;
        const py = y0 + u * c;
        let lo = 0;
        let hi = 0;
        while (lo < maxThick && at(px - (lo + 1) * c, py - (lo + 1) * s)) lo++;
        while (hi < maxThick && at(px + (hi + 1) * c, py + (hi + 1) * s)) hi++;
        widths.push(lo + hi + 1);
      }
      const thick = median(widths);
      const half = thick / 2 + 1.5;
      for (let u = u0 - half; u <= u1 + half; u += 0.5)
        for (let v = -half; v <= half; v += 0.5) {
          const xi = Math.round(x0 - u * s + v * c);
          const yi = Math.round(y0 + u * c + v * s);
          if (xi < 0 || yi < 0 || xi >= w || yi >= h || !ink[yi * w + xi]) continue;
          ink[yi * w + xi] = 0;
          vote(xi, yi, -1);
        }
      if (thick > maxThick) continue;
      out.push({ a: { x: x0 - u0 * s, y: y0 + u0 * c }, b: { x: x0 - u1 * s, y: y0 + u1 * c }, thickness: thick });
    }
  }
  return out;
}

/** Segments on one line that overlap or nearly touch, and the two faces of a double-line wall, merged. */
function mergeCollinear(segs: readonly Segment[], gap: number, pairDist: number): Segment[] {
  let list = segs.map((s) => ({ ...s }));
  for (let changed = true; changed;) {
    changed = false;
    outer: for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const m = mergeTwo(list[i]!, list[j]!, gap, pairDist);
        if (!m) continue;
        list[i] = m;
        list.splice(j, 1);
        changed = true;
        break outer;
      }
  }
  list = list.filter((s) => s.thickness > 0);
  return list;
}

function mergeTwo(p: Segment, q: Segment, gap: number, pairDist: number): Segment | null {
  const lp = Math.hypot(p.b.x - p.a.x, p.b.y - p.a.y);
  const lq = Math.hypot(q.b.x - q.a.x, q.b.y - q.a.y);
  const [L, S] = lp >= lq ? [p, q] : [q, p];
  const len = Math.max(lp, lq);
  if (!len) return null;
  const dx = (L.b.x - L.a.x) / len;
  const dy = (L.b.y - L.a.y) / len;
  const sdx = S.b.x - S.a.x;
  const sdy = S.b.y - S.a.y;
  const sl = Math.hypot(sdx, sdy) || 1;
  if (Math.abs(dx * sdy - dy * sdx) / sl > Math.sin((2 * Math.PI) / 180)) return null;
  // Positions of S along L's line, and their offsets across it.
  const along = (pt: { x: number; y: number }) => (pt.x - L.a.x) * dx + (pt.y - L.a.y) * dy;
  const across = (pt: { x: number; y: number }) => (pt.x - L.a.x) * -dy + (pt.y - L.a.y) * dx;
  const sa = along(S.a);
  const sb = along(S.b);
  const off = (across(S.a) + across(S.b)) / 2;
  const lo = Math.min(sa, sb);
  const hi = Math.max(sa, sb);
  const sameLine = Math.abs(off) <= Math.max(2, (L.thickness + S.thickness) / 2);
  const overlap = Math.min(hi, len) - Math.max(lo, 0);
  if (sameLine && overlap >= -gap) {
    const u0 = Math.min(0, lo);
    const u1 = Math.max(len, hi);
    const o = (off * sl) / (len + sl);
    return lineSeg(L, dx, dy, u0, u1, o, Math.max(L.thickness, S.thickness));
  }
  // Two faces of one wall: parallel, close, overlapping over most of the shorter one.
  if (Math.abs(off) <= pairDist && overlap >= 0.7 * sl) {
    const thick = Math.abs(off) + (L.thickness + S.thickness) / 2;
    return lineSeg(L, dx, dy, Math.min(0, lo), Math.max(len, hi), off / 2, thick);
  }
  return null;
}

function lineSeg(L: Segment, dx: number, dy: number, u0: number, u1: number, off: number, thickness: number): Segment {
  const ox = L.a.x - dy * off;
  const oy = L.a.y + dx * off;
  return { a: { x: ox + dx * u0, y: oy + dy * u0 }, b: { x: ox + dx * u1, y: oy + dy * u1 }, thickness };
}

/** The walls on a grey raster (working pixels): [] for a blank page or one with no long straight ink. */
export function detectWalls(
  grey: { width: number; height: number; data: Uint8Array },
  opts: DetectOptions = {},
): Segment[] {
  const { width: w, height: h } = grey;
  const ink = binarise(grey.data);
  if (!ink) return [];
  const side = Math.max(w, h);
  const minLen = Math.max(12, Math.round(side * (opts.minLenShare ?? 0.025)));
  const maxThick = Math.max(4, Math.round(side * 0.02));
  const gap = Math.max(3, Math.round(side * 0.004));
  const usedH = new Uint8Array(w * h);
  const horizontal = horizontalBands(ink, w, h, minLen, maxThick, usedH);
  const usedVt = new Uint8Array(w * h);
  const vertical = horizontalBands(transpose(ink, w, h), h, w, minLen, maxThick, usedVt).map((s) => ({
    a: { x: s.a.y, y: s.a.x },
    b: { x: s.b.y, y: s.b.x },
    thickness: s.thickness,
  }));
  const usedV = transpose(usedVt, h, w);
  const rest = new Uint8Array(w * h);
  let left = 0;
  for (let i = 0; i < rest.length; i++) if (ink[i] && !usedH[i] && !usedV[i]) left += rest[i] = 1;
  // A slanted wall must be twice as long: door swings and lettering leave short straight-ish strokes.
  const slanted = left >= 2 * minLen ? houghSegments(rest, w, h, 2 * minLen, gap, maxThick) : [];
  return mergeCollinear([...horizontal, ...vertical, ...slanted], gap, maxThick).filter(
    (s) => Math.hypot(s.b.x - s.a.x, s.b.y - s.a.y) >= minLen,
  );
}
