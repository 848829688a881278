import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStyles } from './scripts/antd-styles.ts';
import { bundleSizeCheck } from './scripts/bundle-size.ts';
import { CHUNK_GROUPS, SIDE_EFFECT_FREE } from './scripts/chunk-groups.ts';
import { lazyZod } from './scripts/lazy-zod.ts';
import { precompress } from './scripts/precompress.ts';

const backend = 'http://localhost:3000';
const proxied = ['/api-cloud-merchant-service', '/apiOrder', '/healthz', '/api/docs', '/qr.svg'];

// react-router's package exports name only its development build (warnings and checks included, 1.6 KB more once
// minified than the production build it ships beside it); a production build uses the production one (issue 22).
const reactRouterProduction = fileURLToPath(
  import.meta.resolve('react-router').replace('/development/', '/production/'),
);

export default defineConfig(({ command }) => ({
  base: '/',
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  plugins: [antdStyles(), react(), lazyZod(), bundleSizeCheck(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Fewer, steadier chunks (issue 22, scripts/chunk-groups.ts): the framework and the start's packages apart from
    // the app, so a deploy re-downloads only what changed; pages stay lazy (routes.tsx) and automatically chunked.
    // The start's files (issue 22): `strictExecutionOrder` wrapped every module in an init function that kept each
    // import alive whether used or not (≈ 20 KB on the start); without it the bundle tree-shakes, and antd's rc-component
    // packages, which do not declare it, are marked free of side effects (scripts/chunk-groups.ts).
    rolldownOptions: {
      treeshake: { moduleSideEffects: SIDE_EFFECT_FREE },
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: CHUNK_GROUPS },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: backend, changeOrigin: true, ws: true }])),
  },
  preview: {
    port: 4173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: backend, changeOrigin: true, ws: true }])),
  },
}));
