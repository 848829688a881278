import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdComponentsUsed, antdStylesheet } from './antd-styles.ts';

describe("antd's stylesheet made at build time", () => {
  it('finds the components the source imports by name, besides the feedback holders, not types or tests', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'antd-used-'));
    fs.mkdirSync(path.join(dir, 'a'));
    fs.writeFileSync(path.join(dir, 'a/Page.tsx'), "import { Button, Table as T, theme } from 'antd';\n");
    fs.writeFileSync(
      path.join(dir, 'types.ts'),
      "import type { SelectProps } from 'antd';\nimport { type FormInstance, Tabs } from 'antd';\n",
    );
    fs.writeFileSync(path.join(dir, 'a/Page.test.tsx'), "import { Drawer } from 'antd';\n");
    expect(antdComponentsUsed(dir)).toEqual(['App', 'Button', 'Modal', 'Table', 'Tabs', 'message', 'notification']);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("holds a component's rules, unhashed, reading the theme's variables (set at run time)", () => {
    const css = antdStylesheet(['Button']);
    expect(css).toMatch(/\.ant-btn\{/);
    expect(css).toContain('var(--ant-color-primary)');
    expect(css).not.toContain(':where(.css-');
    expect(css).not.toContain('.ant-table');
  });
});
