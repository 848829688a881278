/**
 * AI scripts and videos (issue 21), BENCH_ONLY=aigc: the local writer's first streamed words (the writer and the SSE
 * frame, in process: what the endpoint adds is one indexed session read and the catalogue's model read), and the
 * render of a 30-second 1080p video from 5 product pictures (seed SVGs) with the espeak-ng voice and CJK captions.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { encodeSse } from '@portal/domain';
import { localWriter, renderVideo } from '../src/modules/aigc/index.ts';
import { writeProductImages } from '../src/seed/images.ts';

export async function benchAigc(): Promise<string[]> {
  const rows: string[] = [];
  const facts = ['SKU-1', 'SKU-2'].map((skuNo, i) => ({
    skuNo,
    name: `${i ? 800 : 400}万像素智能警戒筒型网络摄像机`,
    model: `HY-IPC-3B0${i ? 8 : 4}W4-L(4mm)`,
    category: '网络摄像机',
    picUrl: null,
    priceFen: 39900,
    attrs: { resolutionMP: i ? 8 : 4, lensMm: 4, irRangeM: 50, lightType: '双光', protection: 'IP67', smartFeatures: ['人形检测', '车辆检测'] },
    params: [],
  }));
  const firsts: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    const it = localWriter.write({ products: facts, scene: '店铺防盗', style: '促销带货', lengthSeconds: 30, note: '', seed: i }, new AbortController().signal)[Symbol.asyncIterator]();
    const first = await it.next();
    encodeSse({ event: 'delta', data: { text: String(first.value) } });
    firsts.push(performance.now() - t0);
    await it.return?.(undefined);
  }
  firsts.sort((a, b) => a - b);
  rows.push(`aigc local writer, first streamed words: median ${firsts[10]!.toFixed(2)} ms, max ${firsts.at(-1)!.toFixed(2)} ms (20 runs)`);

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-aigc-'));
  try {
    await writeProductImages(dir);
    const pics = ['camera-bullet', 'camera-dome', 'camera-tube', 'nvr', 'switch'];
    const shots = await Promise.all(
      pics.map(async (p, i) => ({
        caption: `第${i + 1}款：${['四百万像素，夜视清晰', '半球外观，吸顶安装', '筒型摄像机，防水防尘', '录像机，三十天存储', '交换机，供电组网'][i]}`,
        seconds: 6,
        picture: await fs
          .readFile(path.join(dir, `${p}.svg`))
          .then((data) => ({ data, type: 'image/svg+xml' }))
          .catch(() => null),
      })),
    );
    const t0 = performance.now();
    const r = await renderVideo(shots, { width: 1920, height: 1080 });
    const s = (performance.now() - t0) / 1000;
    rows.push(
      `aigc render 1920x1080, ${(r.durationMs / 1000).toFixed(1)} s, 5 pictures, voice ${r.voice}, captions ${r.captions}: ${s.toFixed(1)} s (${(r.file.length / 1024 / 1024).toFixed(1)} MB)`,
    );
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  return rows;
}
