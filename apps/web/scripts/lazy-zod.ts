import type { Plugin } from 'vite';

/**
 * zod off the pages that do not validate (issue 22). The start uses no zod (the web calls the table's routes, which
 * hold no schemas, and the domain modules it imports hold none), but a page's domain modules may still import it, and
 * Rolldown keeps such an import
 * as a bare `import "./zod-….js"` of the `zod` group's file (scripts/chunk-groups.ts), which Vite then preloads: 25 KB
 * gzipped for nothing. This removes bare imports of that file (an import of its bindings stays): zod has no effect
 * the start relies on, and a page that validates imports its bindings, which loads and runs the file then.
 */
const BARE_ZOD_IMPORT = /import\s*["']\.\/(zod-[\w-]+\.js)["'];?/g;

interface ChunkLike {
  type: 'chunk' | 'asset';
  code?: string;
  imports?: string[];
}

export function lazyZod(): Plugin {
  return {
    name: 'portal-lazy-zod',
    apply: 'build',
    // Before Vite writes index.html's preloads and the pages' preload lists from the files' imports.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const out of Object.values(bundle) as ChunkLike[]) {
          if (out.type !== 'chunk' || !out.code || !out.imports) continue;
          const code = out.code;
          const bare = [...code.matchAll(BARE_ZOD_IMPORT)].map((m) => m[1]);
          if (!bare.length) continue;
          out.code = code.replace(BARE_ZOD_IMPORT, '');
          const dropped = new Set(bare.filter((f) => !out.code!.includes(`"./${f}"`)).map((f) => `assets/${f}`));
          out.imports = out.imports.filter((name) => !dropped.has(name));
        }
      },
    },
  };
}
