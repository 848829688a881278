/**
 * The built-in slider puzzle against scripted solvers (issue 61 §9: one found the gap 500 times of 500 by its
 * same-colour rim on the row the API names). Each solver here reads only what a client gets (the two PNGs and the row)
 * and must now miss most of the time, while the three gaps stay where the drawing put them.
 */
import { randomInt } from 'node:crypto';
import { SMS_CHALLENGE as C } from '@portal/domain';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { decoyXs, drawPuzzle } from './challenge.ts';

type Solver = (bg: PNG, piece: PNG, pieceY: number) => number;
const px = (img: PNG, x: number, y: number) => {
  const o = (y * img.width + x) * 4;
  return [img.data[o]!, img.data[o + 1]!, img.data[o + 2]!];
};
const xs = () => Array.from({ length: C.width - C.piece + 1 }, (_, x) => x);

/**
 * The template match of the piece's rim: where along the row the background's pixels under the piece's outline are
 * closest to the outline's own (the old puzzle's give-away, a rim of one colour in both pictures, made general).
 */
const rimMatch: Solver = (bg, piece, y0) => {
  const ring: [number, number][] = [];
  for (let y = 0; y < C.piece; y++)
    for (let x = 0; x < C.piece; x++)
      if (piece.data[(y * C.piece + x) * 4 + 3] && isRim(piece, x, y)) ring.push([x, y]);
  const cost = (x0: number) =>
    ring.reduce(
      (d, [x, y]) => d + px(bg, x0 + x, y0 + y).reduce((e, v, i) => e + Math.abs(v - px(piece, x, y)[i]!), 0),
      0,
    );
  return xs().reduce((best, x) => (cost(x) < cost(best) ? x : best), 0);
};
/** An outline pixel of the piece: an opaque one with a transparent pixel two steps away. */
const isRim = (piece: PNG, x: number, y: number) =>
  [
    [x - 2, y],
    [x + 2, y],
    [x, y - 2],
    [x, y + 2],
  ].some(([a, b]) => a! < 0 || b! < 0 || a! >= C.piece || b! >= C.piece || !piece.data[(b! * C.piece + a!) * 4 + 3]);

describe('the slider puzzle against a script', () => {
  it('two decoy gaps on the same row, apart from the true one and each other', () => {
    for (let k = 0; k < 200; k++) {
      const gap = randomInt(C.piece + 20, C.width - C.piece - 8);
      const all = [gap, ...decoyXs(gap)];
      expect(all).toHaveLength(3);
      for (const a of all) for (const b of all) if (a !== b) expect(Math.abs(a - b)).toBeGreaterThanOrEqual(C.piece);
      for (const a of all) expect(a + C.piece).toBeLessThanOrEqual(C.width);
    }
  });

  it('matching the rim finds a lone gap, but the true one among the look-alikes only by chance', () => {
    const solve = rimMatch;
    const runs = 45;
    const rate = (withDecoys: boolean) => {
      let found = 0;
      for (let k = 0; k < runs; k++) {
        const gapX = randomInt(C.piece + 20, C.width - C.piece - 8);
        const gapY = randomInt(8, C.height - C.piece - 8);
        const drawn = drawPuzzle(gapX, gapY, withDecoys ? decoyXs(gapX) : []);
        const x = solve(PNG.sync.read(drawn.background), PNG.sync.read(drawn.piece), gapY);
        if (Math.abs(x - gapX) <= C.tolerance) found++;
      }
      return found / runs;
    };
    // the solver works on the drawing without decoys (what the old puzzle was, less its give-away rim)…
    expect(rate(false)).toBeGreaterThan(0.8);
    // …and with them it is a guess among three
    expect(rate(true)).toBeLessThan(0.6);
  });
});
