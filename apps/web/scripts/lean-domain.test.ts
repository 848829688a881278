import { describe, expect, it } from 'vitest';
import { applyEdits, leanEdits, pruneUnused } from './lean-domain.ts';

const lean = (code: string) => applyEdits(code, leanEdits(code));
const leanOther = (code: string) => applyEdits(code, leanEdits(code, false));

describe('the web build’s lean copy of the domain', () => {
  it('computes each top-level value that calls something in a pure arrow, marks the calls inside messages() pure, and leaves functions alone', () => {
    const out = lean(
      [
        "export const M = messages('A', { x: 'y' });",
        "export const L = messages('L', { n: text(3) });",
        'export const s = z.string().min(1, M.x);',
        'export const f = (n: number) => z.number().max(n);',
      ].join('\n'),
    );
    expect(out).toContain("export const M = messages('A', { x: 'y' });");
    expect(out).toContain("export const L = messages('L', { n: (/*#__PURE__*/ text(3)) });");
    expect(out).toContain('export const s = /*#__PURE__*/ (() => (z.string().min(1, M.x)))();');
    expect(out).toContain('export const f = (n: number) => z.number().max(n);');
  });

  it('takes the schemas out of the endpoint entries and then the imports nothing reads', () => {
    const code = [
      "import { z } from 'zod';",
      "import { addressSchema, type Address } from '../../buying/address-contract.ts';",
      "import { BUYING_API, orderSchema } from '../../buying/contract.ts';",
      "import { endpoint, noData } from '../endpoint.ts';",
      'const local = z.object({ a: z.string() });',
      'export type A = z.infer<typeof local> | Address;',
      'export const E = {',
      "  list: endpoint({ method: 'GET', path: BUYING_API.list, auth: 'user', query: local, data: z.array(addressSchema) }),",
      "  remove: endpoint({ method: 'POST', path: '/d', auth: 'user', body: local, data: noData }),",
      "  exportXlsx: { method: 'GET', path: '/x', auth: 'user', query: orderSchema },",
      '};',
    ].join('\n');
    const out = pruneUnused(lean(code));
    expect(out).not.toMatch(/from 'zod'|orderSchema|noData|const local/);
    expect(out).toContain("import type { Address } from '../../buying/address-contract.ts';");
    expect(out).toContain("import { BUYING_API } from '../../buying/contract.ts';");
    expect(out).toContain("import { endpoint } from '../endpoint.ts';");
    expect(out).toMatch(/method: 'GET', path: BUYING_API\.list, auth: 'user',\s*\}/);
    expect(out).toMatch(/exportXlsx: \{ method: 'GET', path: '\/x', auth: 'user',\s*\}/);
    // outside the table's files a plain object with a method and a path is left as it is
    const plain = "export const N = { method: 'GET', path: '/n', query: q };";
    expect(leanOther(plain)).toBe(plain);
  });
});
