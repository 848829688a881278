import { describe, expect, it } from 'vitest';
import { applyEdits, leanEdits, pruneUnused } from './lean-domain.ts';

const lean = (code: string) => applyEdits(code, leanEdits(code));

describe('the web build’s lean copy of the domain', () => {
  it('marks every call of a top-level value pure, inner calls too, and leaves functions and messages() alone', () => {
    const out = lean(
      [
        "export const M = messages('A', { x: 'y' });",
        'export const s = z.string().min(1, M.x);',
        'export const f = (n: number) => z.number().max(n);',
      ].join('\n'),
    );
    expect(out).toContain("export const M = messages('A', { x: 'y' });");
    expect(out).toContain('(/*#__PURE__*/ (/*#__PURE__*/ z.string()).min(1, M.x))');
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
      '};',
    ].join('\n');
    const out = pruneUnused(lean(code));
    expect(out).not.toMatch(/from 'zod'|orderSchema|noData|const local/);
    expect(out).toContain("import type { Address } from '../../buying/address-contract.ts';");
    expect(out).toContain("import { BUYING_API } from '../../buying/contract.ts';");
    expect(out).toContain("import { endpoint } from '../endpoint.ts';");
    expect(out).toMatch(/method: 'GET', path: BUYING_API\.list, auth: 'user',\s*\}/);
  });
});
