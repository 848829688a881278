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

/** Draws a puzzle: the background with its gap at (gapX, gapY), and the piece cut from the same place. */
export function drawPuzzle(gapX: number, gapY: number): { background: Buffer; piece: Buffer } {
  const bg = background();
  const piece = new PNG({ width: C.piece, height: C.piece });
  for (let y = 0; y < C.piece; y++) {
    for (let x = 0; x < C.piece; x++) {
      if (!inPiece(x, y)) continue;
      const o = ((gapY + y) * C.width + gapX + x) * 4;
      const p = (y * C.piece + x) * 4;
      const edge = onEdge(x, y);
      for (let i = 0; i < 3; i++) {
        piece.data[p + i] = edge ? 255 : bg.data[o + i]!;
        // the gap: darkened, with a light rim
        bg.data[o + i] = edge ? 235 : Math.round(bg.data[o + i]! * 0.35);
      }
      piece.data[p + 3] = 255;
    }
  }
  return { background: PNG.sync.write(bg), piece: PNG.sync.write(piece) };
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** A new puzzle for an address: stored (its answer too), and answered without where its gap is. */
export async function newChallenge(db: Db, ip: string | null): Promise<{ challenge: SmsChallenge; answerX: number }> {
  const gapX = randomInt(C.piece + 20, C.width - C.piece - 8);
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
