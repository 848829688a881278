import type { Plugin } from 'vite';
import { initialFiles } from './bundle-size.ts';

/**
 * The pages people land on from outside (a link, a bookmark, a search engine) and the modules the route table loads
 * for them, beyond the start's own files: the page, and its layout when that is lazy too (issue 22). The server names
 * their files in the HTML it answers for the address (`<link rel="modulepreload">`, apps/server/src/http/web.ts), so
 * the browser fetches them beside the start's files instead of after the start has run (≈ 0.3-0.5 s of the first
 * screen). A source listed here that the build did not make a chunk of fails the build: the table cannot go stale.
 */
export const LANDING_PAGES: Record<string, readonly string[]> = {
  '/': ['src/features/home/HomePage.tsx'],
  '/home': ['src/features/home/HomePage.tsx'],
  '/product': ['src/features/product/ProductListPage.tsx'],
  '/product/detail': ['src/features/product/ProductDetailPage.tsx'],
  '/tool/designOrder/selection': ['src/features/tool/ToolLayout.tsx', 'src/features/design-order/SelectionPage.tsx'],
};

/** What `preloads.json` holds per address: the scripts and style sheets to fetch early. */
export interface RoutePreload {
  js: string[];
  css: string[];
}

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  viteMetadata?: { importedCss?: Set<string> };
}

/** The files a chunk needs (itself, its static imports, their style sheets), less what the start already loads. */
function filesOf(bundle: Record<string, ChunkLike>, root: string, skip: Set<string>, into: Set<string>): void {
  const visit = (name: string) => {
    const out = bundle[name];
    if (!out || into.has(name) || skip.has(name)) return;
    into.add(name);
    for (const css of out.viteMetadata?.importedCss ?? []) if (!skip.has(css)) into.add(css);
    for (const dep of out.imports ?? []) visit(dep);
  };
  visit(root);
}

/** Writes `preloads.json` beside index.html: for each landing address, its page's files. */
export function routePreloads(pages: Record<string, readonly string[]> = LANDING_PAGES): Plugin {
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    generateBundle(_options, output) {
      const bundle = output as unknown as Record<string, ChunkLike>;
      const initial = initialFiles(bundle);
      const byModule = new Map<string, string>();
      for (const out of Object.values(bundle)) {
        if (out.type === 'chunk' && out.facadeModuleId) byModule.set(out.facadeModuleId.replace(/\\/g, '/'), out.fileName);
      }
      const find = (source: string) => [...byModule].find(([id]) => id.endsWith(`/apps/web/${source}`))?.[1];
      const table: Record<string, RoutePreload> = {};
      for (const [address, sources] of Object.entries(pages)) {
        const files = new Set<string>();
        for (const source of sources) {
          const chunk = find(source);
          if (!chunk) this.error(`route-preloads: ${source} (for ${address}) is not a chunk of this build`);
          filesOf(bundle, chunk, initial, files);
        }
        const list = [...files].map((f) => `/${f}`);
        table[address] = { js: list.filter((f) => f.endsWith('.js')), css: list.filter((f) => f.endsWith('.css')) };
      }
      this.emitFile({ type: 'asset', fileName: 'preloads.json', source: JSON.stringify(table, null, 1) });
    },
  };
}
