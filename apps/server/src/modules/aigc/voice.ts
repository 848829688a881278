/**
 * The Mandarin voice of a video: espeak-ng compiled to WebAssembly (the `espeak-ng` npm package, GPL-3.0-or-later,
 * run offline in this process; its `cmn` voice). One WAV per caption; `null` when the synthesiser cannot run here
 * (the video then gets captions and a music bed, and says so).
 */
import { createRequire } from 'node:module';

interface EspeakModule {
  FS: { readFile(path: string): Uint8Array };
}
type EspeakFactory = (o: {
  arguments: string[];
  print?: (s: string) => void;
  printErr?: (s: string) => void;
}) => Promise<EspeakModule>;

let factory: Promise<EspeakFactory | null> | null = null;

function load(): Promise<EspeakFactory | null> {
  factory ??= (async () => {
    try {
      const require = createRequire(import.meta.url);
      const file = require.resolve('espeak-ng');
      const mod = (await import(file)) as { default: EspeakFactory };
      return mod.default;
    } catch {
      return null;
    }
  })();
  return factory;
}

/** PCM of a WAV: its sample rate and the samples' bytes (16-bit mono, as espeak-ng writes). */
export interface Pcm {
  rate: number;
  data: Buffer;
}

/** Reads the fmt and data chunks of a RIFF WAV (espeak writes a streaming header: the data size may be 0 or wrong). */
function readWav(wav: Buffer): Pcm {
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV');
  let rate = 22050;
  let off = 12;
  while (off + 8 <= wav.length) {
    const id = wav.toString('ascii', off, off + 4);
    const size = wav.readUInt32LE(off + 4);
    if (id === 'fmt ') rate = wav.readUInt32LE(off + 12);
    if (id === 'data') {
      const end = size > 0 && off + 8 + size <= wav.length ? off + 8 + size : wav.length;
      return { rate, data: wav.subarray(off + 8, end - ((end - off - 8) % 2)) };
    }
    off += 8 + size + (size % 2);
  }
  throw new Error('WAV without data');
}

/** A 16-bit mono WAV of the samples. */
export function writeWav(pcm: Pcm): Buffer {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + pcm.data.length, 4);
  h.write('WAVEfmt ', 8, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(pcm.rate, 24);
  h.writeUInt32LE(pcm.rate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(pcm.data.length, 40);
  return Buffer.concat([h, pcm.data]);
}

/** The caption read in Mandarin, or null when no voice can be made here. */
export async function speak(text: string): Promise<Pcm | null> {
  const make = await load();
  if (!make || !text.trim()) return null;
  try {
    // Arguments go to espeak-ng's own argv (no shell); a caption starting with '-' is kept text by the '--' guard.
    const es = await make({
      arguments: ['-v', 'cmn', '-s', '190', '-w', 'out.wav', '--', text],
      print: () => {},
      printErr: () => {},
    });
    return readWav(Buffer.from(es.FS.readFile('out.wav')));
  } catch {
    return null;
  }
}
