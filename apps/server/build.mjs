// The production build of the server (`npm run build -w apps/server`, part of the root `npm run build`): bundles
// src/main.ts, the migrate, seed and admin CLIs with esbuild into dist/, so `node apps/server/dist/main.js` runs with no TypeScript
// loader (tsx is a dev dependency). Packages from node_modules stay imports; the workspace's own TypeScript packages
// (@portal/domain) are bundled. Migrations are imported statically (src/db/migrations/index.ts), so they are inside.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(serverDir, 'dist');

/** node_modules imports stay external; @portal/* (TypeScript sources) are bundled. */
const externals = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A source file that finds its data next to itself (import.meta.url: the region index, the seed's repository root)
 * keeps finding it from the bundle: import.meta.url becomes that source file's own URL, relative to the bundle.
 */
const ownUrl = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const rel = path.relative(outdir, args.path).split(path.sep).join('/');
      return {
        contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  // main: the server (boot.ts checks the Node version, then loads main.ts); migrate: the migrations alone (the
  // migrate step of a deployment: deploy/portal-migrate.service, compose's `migrate` service); seed: the demo data.
  entryPoints: {
    main: path.join(serverDir, 'src/boot.ts'),
    migrate: path.join(serverDir, 'src/db/migrate-cli.ts'),
    seed: path.join(serverDir, 'src/seed/cli.ts'),
    // admin: the first staff account, staff password resets, the staff list (`node apps/server/dist/admin.js`)
    admin: path.join(serverDir, 'src/admin/cli.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22.12',
  sourcemap: true,
  outExtension: { '.js': '.js' },
  plugins: [externals, ownUrl],
  logLevel: 'warning',
});
console.log(
  `[portal] 服务端已构建：${path.relative(process.cwd(), outdir) || outdir}（node ${pathToFileURL(path.join(outdir, 'main.js')).pathname}）`,
);
