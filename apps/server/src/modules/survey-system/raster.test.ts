import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { greyRaster } from './raster.ts';

/** A 3000 × 1000 plan: transparent left third, white paper, a black wall 40 px thick across the middle. */
async function plan(format: 'png' | 'jpeg'): Promise<Buffer> {
  const wall = await sharp({ create: { width: 2000, height: 40, channels: 4, background: '#000000ff' } })
    .png()
    .toBuffer();
  const paper = await sharp({ create: { width: 2000, height: 1000, channels: 4, background: '#ffffffff' } })
    .png()
    .toBuffer();
  const img = sharp({ create: { width: 3000, height: 1000, channels: 4, background: '#00000000' } }).composite([
    { input: paper, left: 1000, top: 0 },
    { input: wall, left: 1000, top: 480 },
  ]);
  return format === 'png' ? img.png().toBuffer() : img.flatten({ background: '#ffffff' }).jpeg().toBuffer();
}

describe('the working grey raster of a plan image', () => {
  it.each(['png', 'jpeg'] as const)('%s: shrunk by a whole factor, transparent as paper, the wall dark', async (f) => {
    const r = (await greyRaster(await plan(f)))!;
    expect([r.factor, r.width, r.height, r.source]).toEqual([2, 1500, 500, { width: 3000, height: 1000 }]);
    const at = (x: number, y: number) => r.data[y * r.width + x]!;
    expect(at(100, 100)).toBeGreaterThan(245); // transparent: white paper
    expect(at(1000, 100)).toBeGreaterThan(245);
    expect(at(1000, 250)).toBeLessThan(20); // the wall, at plan y 500
  });

  it('bytes that are no PNG or JPEG, or a broken one, give null', async () => {
    expect(await greyRaster(Buffer.from('not an image'))).toBeNull();
    const png = await plan('png');
    expect(await greyRaster(png.subarray(0, 200))).toBeNull();
  });
});
