import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { Problems } from './problems.ts';
import { readWorkbook } from './workbook.ts';
import { ExportAborted, WRITE_AHEAD, workbookBuffer, writeWorkbook, type ExportCell } from './workbook-writer.ts';

/** Pages of stock rows (random text, little to compress: a page is ~150 KB), counting how many were asked for. */
function stockPages(pages: number, asked: { n: number }) {
  return async function* () {
    for (let p = 0; p < pages; p++) {
      asked.n++;
      yield Array.from({ length: 500 }, (_, i): ExportCell[] => [
        `S-${p}-${i}-${randomBytes(150).toString('base64')}`,
        i,
      ]);
    }
  };
}

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the streaming workbook writer (issue 61)', () => {
  it('stops reading while nobody takes what it wrote, and goes on when they do', async () => {
    const asked = { n: 0 };
    const out = new PassThrough();
    const done = writeWorkbook(out, 'stock', { stock: stockPages(200, asked) });
    // unread: the writer comes to a stop (no new page for half a second) with a few pages written (about
    // WRITE_AHEAD), not the 200 (~30 MB of sheet text)
    let waiting = -1;
    for (let i = 0; i < 40 && asked.n !== waiting; i++) {
      waiting = asked.n;
      await tick(500);
    }
    expect(asked.n).toBe(waiting);
    expect(waiting * 500 * 250).toBeLessThan(2 * WRITE_AHEAD + 2 * 1024 * 1024);
    const parts: Buffer[] = [];
    out.on('data', (b: Buffer) => parts.push(b));
    await done;
    expect(asked.n).toBe(200);
    const sheets = await readWorkbook(Buffer.concat(parts), 'stock', new Problems());
    expect(sheets.stock).toHaveLength(200 * 500);
  }, 60_000);

  it('stops when the reader goes away (the client closed the download)', async () => {
    const asked = { n: 0 };
    const out = new PassThrough();
    const done = writeWorkbook(out, 'stock', { stock: stockPages(200, asked) });
    await tick(500);
    out.destroy();
    await expect(done).rejects.toBeInstanceOf(ExportAborted);
    const stopped = asked.n;
    await tick(200);
    expect(asked.n).toBe(stopped);
    expect(stopped).toBeLessThan(200);
  });

  it('writes the empty template whole', async () => {
    const sheets = await readWorkbook(await workbookBuffer('stock'), 'stock', new Problems());
    expect(sheets.stock).toEqual([]);
  });
});
