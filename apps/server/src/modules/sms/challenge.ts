/**
 * The human check before another SMS code (issue 43 §4): a slider puzzle drawn here, by the server, with no outside
 * service. A PNG background of random colour fields and blobs with a darkened gap, and the piece cut out of it; the
 * user slides the piece into the gap. Where the gap is stays in PostgreSQL (sms_challenge) — any instance checks an
 * answer — and the conditional update that marks a puzzle used lets one answer count once, right or wrong.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { SMS_CHALLENGE as C, type SmsChallenge } from '@portal/domain';
import { PNG } from 'pngjs';
import * as q from './challenge-queries.ts';
import type { Db } from './tables.ts';

type Rgb = [number, number, number];
const RADIUS = 7;
/** Look-alike gaps beside the true one. */
const DECOYS = 2;
/** The leftmost gap: a slide of more than the tolerance from the piece's starting place. */
const FIRST_X = C.tolerance + 10;

/** Whether (x, y) of a piece-sized square lies inside the piece (a square with rounded corners). */
function inPiece(x: number, y: number): boolean {
  const s = C.piece;
  if (x < 0 || y < 0 || x >= s || y >= s) return false;
  const cx = x < RADIUS ? RADIUS : x >= s - RADIUS ? s - RADIUS - 1 : x;
  const cy = y < RADIUS ? RADIUS : y >= s - RADIUS ? s - RADIUS - 1 : y;
  return (x - cx) ** 2 + (y - cy) ** 2 <= RADIUS ** 2;
}
const onEdge = (x: number, y: number) =>
  inPiece(x, y) && (!inPiece(x - 2, y) || !inPiece(x + 2, y) || !inPiece(x, y - 2) || !inPiece(x, y + 2));

const colour = (): Rgb => [randomInt(40, 230), randomInt(40, 230), randomInt(40, 230)];

/** The background: a diagonal blend of two colours, soft waves, and a dozen translucent discs. */
function background(): PNG {
  const png = new PNG({ width: C.width, height: C.height });
  const [a, b] = [colour(), colour()];
  const discs = Array.from({ length: 12 }, () => ({
    x: randomInt(0, C.width),
    y: randomInt(0, C.height),
    r: randomInt(10, 40),
    c: colour(),
  }));
  const phase = Math.random() * Math.PI * 2;
  for (let y = 0; y < C.height; y++) {
    for (let x = 0; x < C.width; x++) {
      const t = (x / C.width + y / C.height) / 2;
      const wave = 18 * Math.sin(x / 17 + phase) * Math.cos(y / 13);
      let px = a.map((v, i) => v + (b[i]! - v) * t + wave);
      for (const d of discs)
        if ((x - d.x) ** 2 + (y - d.y) ** 2 <= d.r ** 2) px = px.map((v, i) => v * 0.45 + d.c[i]! * 0.55);
      const o = (y * C.width + x) * 4;
      for (let i = 0; i < 3; i++) png.data[o + i] = Math.max(0, Math.min(255, Math.round(px[i]!)));
      png.data[o + 3] = 255;
    }
  }
  return png;
}

/** Where the decoy gaps go: beside the true one and each other, not overlapping, on the same row. */
export function decoyXs(gapX: number, count = DECOYS): number[] {
  const taken = [gapX];
  for (let k = 0; k < count; k++) {
    const free: number[] = [];
    for (let x = FIRST_X; x <= C.width - C.piece - 8; x++)
      if (taken.every((t) => Math.abs(t - x) >= C.piece + 4)) free.push(x);
    if (!free.length) break;
    taken.push(free[randomInt(0, free.length)]!);
  }
  return taken.slice(1);
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
const noise = (n: number) => randomInt(-n, n + 1);

/**
 * Draws a puzzle: the background with its gap at (gapX, gapY) and the piece cut from the same place. Hardened
 * against a scripted solver (issue 61 §9: a same-colour rim found the gap every time): the gap's texture is also laid
 * two decoy gaps of the same shape lie on the same row, all three darkened alike and ringed by one rim of a random
 * colour, and the picture and the piece carry per-pixel noise: no colour or darkness marks the true gap; a person
 * finds it by the piece's picture, which only it shows (darkened).
 */
export function drawPuzzle(
  gapX: number,
  gapY: number,
  decoys: readonly number[] = decoyXs(gapX),
): { background: Buffer; piece: Buffer } {
  const bg = background();
  const at = (x: number, y: number) => (y * C.width + x) * 4;
  const piece = new PNG({ width: C.piece, height: C.piece });
  const shade = 0.3 + Math.random() * 0.2;
  const rim = colour().map((v) => (v + 255) / 2) as Rgb;
  for (let y = 0; y < C.piece; y++) {
    for (let x = 0; x < C.piece; x++) {
      if (!inPiece(x, y)) continue;
      const edge = onEdge(x, y);
      const p = (y * C.piece + x) * 4;
      const t = at(gapX + x, gapY + y);
      for (let i = 0; i < 3; i++) piece.data[p + i] = clamp((edge ? rim[i]! : bg.data[t + i]!) + noise(14));
      piece.data[p + 3] = 255;
      for (const left of [gapX, ...decoys]) {
        const o = at(left + x, gapY + y);
        // each gap shows its own place darkened (a person matches the piece's picture to the true one's)
        for (let i = 0; i < 3; i++) bg.data[o + i] = clamp((edge ? rim[i]! : bg.data[o + i]! * shade) + noise(10));
      }
    }
  }
  for (let o = 0; o < bg.data.length; o += 4)
    for (let i = 0; i < 3; i++) bg.data[o + i] = clamp(bg.data[o + i]! + noise(6));
  return { background: PNG.sync.write(bg), piece: PNG.sync.write(piece) };
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** A new puzzle for an address: stored (its answer too), and answered without where its gap is. */
export async function newChallenge(db: Db, ip: string | null): Promise<{ challenge: SmsChallenge; answerX: number }> {
  const gapX = randomInt(FIRST_X, C.width - C.piece - 8);
  const gapY = randomInt(8, C.height - C.piece - 8);
  const id = randomBytes(18).toString('base64url');
  await q.insertChallenge(db, { id, answerX: gapX, ip, expiresAt: new Date(Date.now() + C.ttlSeconds * 1000) });
  const drawn = drawPuzzle(gapX, gapY);
  return {
    challenge: {
      challengeId: id,
      width: C.width,
      height: C.height,
      pieceSize: C.piece,
      pieceY: gapY,
      background: dataUrl(drawn.background),
      piece: dataUrl(drawn.piece),
    },
    answerX: gapX,
  };
}

/** Whether the answer solves the puzzle: once (the puzzle is spent by any answer), in time, within the tolerance. */
export async function passChallenge(db: Db, id: string, x: number): Promise<boolean> {
  const answer = await q.spendChallenge(db, id);
  return answer !== null && Math.abs(answer - x) <= C.tolerance;
}
