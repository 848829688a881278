/**
 * A sweep in batches: asks for up to `batch` due keys, closes each (`closeOne` answers whether it moved), and asks
 * again while a full batch moved something; answers how many moved. What a sweep closes stays due only if it did not
 * move (paid or cancelled meanwhile), so a round that moves nothing ends the sweep.
 */
export async function sweepInBatches(
  due: (batch: number) => Promise<string[]>,
  closeOne: (key: string) => Promise<boolean>,
  batch = 200,
): Promise<number> {
  let closed = 0;
  for (;;) {
    const keys = await due(batch);
    let moved = 0;
    for (const k of keys) if (await closeOne(k)) moved++;
    closed += moved;
    if (keys.length < batch || moved === 0) return closed;
  }
}
