/**
 * The server's entry (`node apps/server/dist/main.js`, built from here; launch.mjs starts it): checks the Node.js
 * version before any dependency is loaded, then starts the server (main.ts). A bundle's static imports of packages
 * are all loaded before its first line runs, so main.ts is imported dynamically, after the check.
 */
import { requireSupportedNode } from './node-version.ts';

requireSupportedNode();
await import('./main.ts');
