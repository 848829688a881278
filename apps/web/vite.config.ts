import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleSizeCheck } from './scripts/bundle-size.ts';

const CHUNK_GROUPS = [{ name: 'vendor', test: /node_modules/, tags: ['$initial' as const], priority: 30 }];

const backend = 'http://localhost:3000';
const proxied = ['/api-cloud-merchant-service', '/apiOrder', '/healthz', '/api/docs'];

export default defineConfig({
  base: '/',
  plugins: [react(), bundleSizeCheck()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Fewer, steadier chunks (issue 22): vendors that change rarely apart from the app, so a deploy re-downloads
    // only what changed; modules grouped by the set of pages that use them (entriesAware), small groups merged, so
    // a first screen is a couple of dozen requests rather than a hundred. Pages stay lazy (routes.tsx).
    rolldownOptions: { output: { strictExecutionOrder: true, codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: backend, changeOrigin: true, ws: true }])),
  },
  preview: {
    port: 4173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: backend, changeOrigin: true, ws: true }])),
  },
});
