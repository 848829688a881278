/**
 * The lint rule refusals/refusal-values (eslint-rules/refusal-values.js): a domain rule says "no" with a Refusal
 * value, never with words a caller must match back to a reason (issue 55).
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });
const lint = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: path.join(root, file) }))[0]!.messages.filter(
    (m) => m.ruleId === 'refusals/refusal-values',
  );
const DOMAIN_FILE = 'packages/domain/src/catalogue/new-rule.ts';

describe('the lint rule refusals/refusal-values', () => {
  it('refuses a domain rule returning { ok: false, message } or { ok: false, msg }, in every return form', async () => {
    const cases = [
      "export function f(n: number) {\n  if (n < 0) return { ok: false, message: '数量不能为负' };\n  return { ok: true };\n}\n",
      "export const f = (n: number) => ({ ok: false as const, msg: '数量不能为负', n });\n",
      "export const f = (n: number) => (n > 0 ? { ok: true } : { ok: false, message: '数量不能为负' });\n",
      "export function f() {\n  return { ok: false, message: '数量不能为负' } as const;\n}\n",
    ];
    for (const code of cases) {
      const msgs = await lint(DOMAIN_FILE, code);
      expect(msgs, code).toHaveLength(1);
      expect(msgs[0]!.message).toContain('Refusal');
    }
  });

  it('lets a domain rule return a Refusal or an outcome carrying one', async () => {
    const code = [
      "import { refusal } from '../core/index.ts';",
      "import { CART_MESSAGES } from './messages.ts';",
      "export const a = (n: number) => (n > 0 ? null : refusal(CART_MESSAGES, 'soldOut'));",
      "export function b(n: number) {",
      "  if (n < 0) return { ok: false as const, refusal: refusal(CART_MESSAGES, 'soldOut') };",
      "  return { ok: true as const, value: n };",
      "}",
      "export const c = () => ({ ok: true, message: '已保存' });",
      '',
    ].join('\n');
    expect(await lint(DOMAIN_FILE, code)).toEqual([]);
  });

  it('reaches packages/domain only (the server and the web turn refusals into replies and pages)', async () => {
    const code = "export const f = () => ({ ok: false, message: '失败' });\n";
    expect(await lint('apps/server/src/modules/cart/x.ts', code)).toEqual([]);
    expect(await lint('apps/web/src/features/cart/x.ts', code)).toEqual([]);
  });
});
