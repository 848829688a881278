/**
 * The lint rule refusalsChecked/checked-refusals (eslint-rules/checked-refusals.js): every refusal the server throws
 * goes through the checker of the entries that reach it (`listedBy`) or `noEntry`, so the compiler holds it to the
 * entries' lists (issue 55).
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });
const lint = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: path.join(root, file) }))[0]!.messages.filter(
    (m) => m.ruleId === 'refusalsChecked/checked-refusals',
  );
const FILE = 'apps/server/src/modules/cart/new-use-case.ts';
const HEAD = [
  "import { CART_MESSAGES, CART_ROUTES as E, listedBy, refusal, type Refusal } from '@portal/domain';",
  "import { businessError, notFound } from '../../http/errors.ts';",
  "import { noEntry } from '../../http/no-entry.ts';",
  'const no = listedBy(E.modify);',
].join('\n');

describe('the lint rule refusalsChecked/checked-refusals', () => {
  it('refuses an error made straight from a refusal, a variable or a choice with one unchecked side', async () => {
    const cases = [
      "export const f = () => { throw notFound(refusal(CART_MESSAGES, 'notFound')); };",
      'export const f = (why: Refusal) => { throw businessError(why); };',
      "export const f = (a: boolean) => { throw businessError(a ? no(refusal(CART_MESSAGES, 'soldOut')) : refusal(CART_MESSAGES, 'full')); };",
    ];
    for (const body of cases) {
      const msgs = await lint(FILE, `${HEAD}\n${body}\n`);
      expect(msgs, body).toHaveLength(1);
      expect(msgs[0]!.message).toContain('listedBy');
    }
  });

  it("lets through a checker's answer, listedBy's inline, noEntry's, and the framework's default", async () => {
    const code = [
      HEAD,
      "export const a = () => { throw notFound(no(refusal(CART_MESSAGES, 'notFound'))); };",
      "export const b = () => { throw businessError(listedBy(E.modify)(refusal(CART_MESSAGES, 'soldOut'))); };",
      "export const c = () => { throw notFound(noEntry(refusal(CART_MESSAGES, 'notFound'))); };",
      "export const d = (x: boolean) => { throw businessError(x ? no(refusal(CART_MESSAGES, 'soldOut')) : noEntry(refusal(CART_MESSAGES, 'full'))); };",
      '',
    ].join('\n');
    expect(await lint(FILE, code)).toEqual([]);
  });

  it("takes a module's own helper of the same name for what it is, and leaves http/ and tests alone", async () => {
    const own = "const notFound = (m: string) => new Error(m);\nexport const f = () => { throw notFound('x'); };\n";
    expect(await lint(FILE, own)).toEqual([]);
    const code = `${HEAD}\nexport const f = () => { throw notFound(refusal(CART_MESSAGES, 'notFound')); };\n`;
    expect(await lint('apps/server/src/http/auth-extra.ts', code)).toEqual([]);
    expect(await lint('apps/server/src/modules/cart/x.test.ts', code)).toEqual([]);
  });
});
