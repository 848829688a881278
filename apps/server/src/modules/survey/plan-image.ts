/**
 * Plan images: the real type from the first bytes (a file named .png that is not a PNG is refused) and the
 * pixel size from the header (PNG IHDR, JPEG SOF), so a point can be checked against the plan on the server.
 */
type PlanImageType = 'image/png' | 'image/jpeg';

export interface PlanImageInfo {
  type: PlanImageType;
  ext: 'png' | 'jpg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Type and size of a PNG or JPEG, or null when the bytes are neither (or their header is broken). */
export function planImageInfo(b: Buffer): PlanImageInfo | null {
  if (b.length >= 24 && b.subarray(0, 8).equals(PNG_SIGNATURE) && b.subarray(12, 16).toString('latin1') === 'IHDR') {
    const width = b.readUInt32BE(16);
    const height = b.readUInt32BE(20);
    return width > 0 && height > 0 ? { type: 'image/png', ext: 'png', width, height } : null;
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return null;
      const marker = b[i + 1]!;
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        i += 2;
        continue;
      }
      const len = b.readUInt16BE(i + 2);
      // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        const height = b.readUInt16BE(i + 5);
        const width = b.readUInt16BE(i + 7);
        return width > 0 && height > 0 ? { type: 'image/jpeg', ext: 'jpg', width, height } : null;
      }
      if (len < 2) return null;
      i += 2 + len;
    }
    return null;
  }
  return null;
}
