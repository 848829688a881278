/**
 * antd's component styles as one stylesheet made at build time (issue 22), instead of antd's style engine computing
 * them in the browser on every first render (≈ 200 ms of each cold load of /product in this machine's profile: stylis
 * parsing, token merging, hashing, `<style>` insertions; docs/benchmarks.md). The app's theme runs with `zeroRuntime`
 * (src/app/theme.ts): antd then only registers its CSS variables (the theme's colours, radii, fonts — small, still at
 * run time, so the reduced-motion theme keeps working) and expects the rules themselves in a stylesheet: this one, `import 'virtual:antd-styles.css'` in
 * main.tsx, made by @ant-design/static-style-extract from the components the app imports from antd (found in the
 * source, so a component starts being styled the moment it is imported) under the app's own theme.
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { createElement, type ReactElement } from 'react';
import type { Plugin } from 'vite';
import { theme } from '../src/app/theme.ts';

export const ANTD_STYLES_ID = 'virtual:antd-styles.css';
// Vite handles a module whose id ends in .css as a stylesheet (bundled, minified, hashed, linked from index.html).
const RESOLVED = `\0${ANTD_STYLES_ID}`;

/** What the app renders without importing it by name: the toast, notification and dialog holders (components/feedback). */
const ALWAYS = ['App', 'message', 'notification', 'Modal'];

/** The antd components the app's source imports by name (`import { Button, Table } from 'antd'`). */
export function antdComponentsUsed(srcDir: string): string[] {
  const names = new Set(ALWAYS);
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) {
        for (const m of fs.readFileSync(p, 'utf8').matchAll(/import\s+(type\s+)?\{([^}]+)\}\s*from\s*'antd'/g)) {
          if (m[1]) continue;
          for (const part of m[2]!.split(',')) {
            const name = part.trim().split(/\s+as\s+/)[0]!;
            if (name && !name.startsWith('type ') && /^[A-Z]/.test(name)) names.add(name);
          }
        }
      }
    }
  };
  walk(srcDir);
  return [...names].sort();
}

/** The stylesheet of `components` under the app's theme (antd's engine run once, here, instead of in each browser). */
export function antdStylesheet(components: string[]): string {
  return extractStyle({
    includes: components,
    customTheme: (node: ReactElement) =>
      createElement(ConfigProvider, { theme: { ...theme, zeroRuntime: false } }, node),
  });
}

export function antdStyles(): Plugin {
  let srcDir = '';
  return {
    name: 'portal-antd-styles',
    configResolved(config) {
      srcDir = path.resolve(config.root, 'src');
    },
    resolveId(id) {
      return id === ANTD_STYLES_ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      return antdStylesheet(antdComponentsUsed(srcDir));
    },
  };
}
