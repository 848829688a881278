import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleSizeCheck } from './scripts/bundle-size.ts';

const backend = 'http://localhost:3000';
const proxied = ['/api-cloud-merchant-service', '/apiOrder', '/healthz', '/api/docs'];

export default defineConfig({
  base: '/',
  plugins: [react(), bundleSizeCheck()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: backend, changeOrigin: true, ws: true }])),
  },
  preview: {
    port: 4173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: backend, changeOrigin: true, ws: true }])),
  },
});
