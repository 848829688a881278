import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text files of at least a kilobyte (the server's compress threshold). */
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|wasm|map)$/;
const MIN_BYTES = 1024;

/**
 * Writes each built text asset's brotli (quality 11) and gzip (level 9) copy beside it (`x.js.br`, `x.js.gz`), once
 * at build time; the server sends them as they are (@fastify/static `preCompressed`, apps/server/src/http/web.ts)
 * instead of compressing each answer on the fly at the fast levels (brotli 4, gzip 6). Measured on 2026-11-27 the
 * first screen's scripts are ≈ 14 % smaller (issue 22, docs/benchmarks.md). index.html is not among them: the server
 * injects the runtime config into it.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
          const p = path.join(dir, e.name);
          return e.isDirectory() ? walk(p) : [p];
        });
      for (const file of walk(outDir)) {
        if (!TEXT.test(file)) continue;
        const body = fs.readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        const br = brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        const gz = gzipSync(body, { level: 9 });
        // A copy no smaller than the file would only cost the reader time.
        if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
        if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
