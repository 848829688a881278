/**
 * Several materials as one zip (part 1 §9: maximum compression, default name 下载文件), streamed: archiver writes
 * to the response as it compresses, and the files are read from the store one at a time (the next is fetched only
 * when the previous entry is written), so a large download never sits whole in memory.
 */
import { once } from 'node:events';
import archiver from 'archiver';
import type { FileStore } from '../../files/index.ts';

/** Unique entry names: a repeated name gets (2), (3) before its extension. */
function entryNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((n) => {
    const count = (seen.get(n) ?? 0) + 1;
    seen.set(n, count);
    if (count === 1) return n;
    const dot = n.lastIndexOf('.');
    return dot > 0 ? `${n.slice(0, dot)}(${count})${n.slice(dot)}` : `${n}(${count})`;
  });
}

export function zipStream(store: FileStore, files: { name: string; key: string }[], onError: (e: unknown) => void) {
  const archive = archiver('zip', { zlib: { level: 9 } });
  const names = entryNames(files.map((f) => f.name));
  void (async () => {
    for (const [i, f] of files.entries()) {
      const stored = await store.get(f.key);
      if (!stored) continue;
      const written = once(archive, 'entry');
      archive.append(stored.body, { name: names[i]! });
      await written;
    }
    await archive.finalize();
  })().catch((e: unknown) => {
    onError(e);
    archive.abort();
  });
  return archive;
}
