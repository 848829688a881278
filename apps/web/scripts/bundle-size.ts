import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Entry chunk budget, gzipped: the entry with its static imports (the `react` and `vendor` groups, the app's start
 * code and the default layout) was 345.5 KB on 2026-11-26 and 301.5 KB after the domain and antd's internals were
 * tree-shaken and 247.9 KB on 2026-11-27 once zod, antd's Breadcrumb and the Input family left it, 223.3 KB later that
 * day once antd's toast, notification and dialog holders and dayjs left it (issue 22, docs/benchmarks.md); a heavy
 * static import in the shell fails the build — load it where it is shown instead. JavaScript only: the start's
 * stylesheets have their own budget.
 */
export const ENTRY_GZIP_BUDGET_KB = 235;
/**
 * The start's stylesheets, gzipped: antd's rules for the components the app uses, made at build time
 * (scripts/antd-styles.ts, ≈ 90 KB on 2026-11-27 for 44 components), and the app's global styles.
 */
export const ENTRY_CSS_GZIP_BUDGET_KB = 110;

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  code?: string;
  source?: string | Uint8Array;
  imports?: string[];
  viteMetadata?: { importedCss?: Set<string> };
}

export function gzipKb(text: string | Uint8Array): number {
  return gzipSync(typeof text === 'string' ? Buffer.from(text) : text).length / 1024;
}

/** The entry chunk with everything it imports statically: what the first screen must download. */
export function initialFiles(bundle: Record<string, ChunkLike>): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const out = bundle[name];
    if (!out || seen.has(name)) return;
    seen.add(name);
    for (const css of out.viteMetadata?.importedCss ?? []) seen.add(css);
    for (const dep of out.imports ?? []) visit(dep);
  };
  for (const [name, out] of Object.entries(bundle)) if (out.type === 'chunk' && out.isEntry) visit(name);
  return seen;
}

/**
 * The static-import cycles between chunks (`a.js → b.js → a.js`), each as the files around it. A cycle lets one
 * file's top level run before a value it imports from the other is set: the chunk groups of chunk-groups.ts must
 * never put modules on both sides of one (a design-tool group did: pages opened by address read an endpoint path as
 * undefined).
 */
export function chunkCycles(bundle: Record<string, ChunkLike>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[][] = [];
  const visit = (name: string, path: string[]) => {
    state.set(name, 'open');
    path.push(name);
    for (const dep of bundle[name]?.imports ?? []) {
      if (state.get(dep) === 'open') cycles.push([...path.slice(path.indexOf(dep)), dep]);
      else if (!state.has(dep)) visit(dep, path);
    }
    path.pop();
    state.set(name, 'done');
  };
  for (const [name, out] of Object.entries(bundle)) if (out.type === 'chunk' && !state.has(name)) visit(name, []);
  return cycles;
}

/** Prints every JS/CSS file's gzip size and fails the build when the entry (with its static imports) is over budget. */
export function bundleSizeCheck(
  budgetKb: number = ENTRY_GZIP_BUDGET_KB,
  cssBudgetKb: number = ENTRY_CSS_GZIP_BUDGET_KB,
): Plugin {
  return {
    name: 'portal-bundle-size-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const rows: { name: string; kb: number; entry: boolean }[] = [];
      const initial = initialFiles(bundle as unknown as Record<string, ChunkLike>);
      for (const out of Object.values(bundle) as ChunkLike[]) {
        if (!/\.(js|css)$/.test(out.fileName)) continue;
        const body = out.type === 'chunk' ? (out.code ?? '') : (out.source ?? '');
        rows.push({ name: out.fileName, kb: gzipKb(body), entry: initial.has(out.fileName) });
      }
      rows.sort((a, b) => b.kb - a.kb);
      const top = rows.slice(0, 15).map((r) => `  ${r.entry ? '[entry] ' : ''}${r.name}  ${r.kb.toFixed(1)} KB gz`);
      console.log(`\n包体积（gzip，前 15 个，共 ${rows.length} 个文件）:\n${top.join('\n')}`);
      const start = rows.filter((r) => r.entry && r.name.endsWith('.js'));
      const entry = start.reduce((s, r) => s + r.kb, 0);
      const css = rows.filter((r) => r.entry && r.name.endsWith('.css')).reduce((s, r) => s + r.kb, 0);
      console.log(
        `入口 chunk 及其静态依赖共 ${start.length} 个脚本，合计 ${entry.toFixed(1)} KB gz（上限 ${budgetKb} KB）；样式 ${css.toFixed(1)} KB gz（上限 ${cssBudgetKb} KB）\n`,
      );
      const cycles = chunkCycles(bundle as unknown as Record<string, ChunkLike>);
      if (cycles.length) this.error(`chunk 之间存在循环引用：${cycles.map((c) => c.join(' → ')).join('；')}`);
      if (entry > budgetKb) {
        this.error(`入口 chunk（含静态依赖）gzip 后 ${entry.toFixed(1)} KB，超过上限 ${budgetKb} KB`);
      }
      if (css > cssBudgetKb) this.error(`入口样式 gzip 后 ${css.toFixed(1)} KB，超过上限 ${cssBudgetKb} KB`);
    },
  };
}
