import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleSizeCheck } from './scripts/bundle-size.ts';
import { CHUNK_GROUPS } from './scripts/chunk-groups.ts';

const backend = 'http://localhost:3000';
const proxied = ['/api-cloud-merchant-service', '/apiOrder', '/healthz', '/api/docs'];

export default defineConfig({
  base: '/',
  plugins: [react(), bundleSizeCheck()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Fewer, steadier chunks (issue 22, scripts/chunk-groups.ts): the framework and the start's packages apart from
    // the app, so a deploy re-downloads only what changed; pages stay lazy (routes.tsx) and automatically chunked.
    rolldownOptions: {
      output: {
        strictExecutionOrder: true,
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
});
