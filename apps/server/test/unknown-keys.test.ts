/**
 * Strict inputs (issue 47 §2): every endpoint of the table, sent one key it does not know — in the query of a GET,
 * in the body of a POST that takes one — answers 400 with the key named (「不支持的参数：zzTypo」) and changes
 * nothing; signed in as an account its policy lets in, so sign-in and policies are not what refuses. The spec's own
 * parameters keep working (a few read calls with their spec spellings answer 200), and the case the issue found —
 * `spu/page?categoryId=101` — is refused rather than answered with the whole catalogue.
 */
import {
  CATALOGUE_ROUTES,
  ENDPOINTS,
  type Endpoint,
  GUEST_CLIENT_ID,
  GUEST_CLIENT_SECRET,
  unknownKeysMessage,
} from '@portal/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from './support/fixtures.ts';
import { createTestCatalogue } from './support/catalogue.ts';
import { createTestApp, loginToken, type TestContext } from './support/test-app.ts';
import { testDrivers } from './support/test-db.ts';

const entries: [string, Endpoint][] = Object.entries(ENDPOINTS).flatMap(([area, es]) =>
  Object.entries(es as Record<string, Endpoint>).map(([name, e]) => [`${area}.${name}`, e] as [string, Endpoint]),
);
/** A value each path parameter takes (an enum's first option, else 1). */
function urlOf(e: Endpoint): string {
  const shape = (e.params instanceof z.ZodObject ? e.params.shape : {}) as Record<string, z.ZodType>;
  return e.path.replace(/:(\w+)/g, (_m, k: string) => {
    const p = shape[k];
    return p instanceof z.ZodEnum ? String(p.options[0]) : '1';
  });
}

/** The body: the unknown key, with a discriminated union's discriminator set to its first option's value. */
function bodyOf(e: Endpoint): Record<string, unknown> {
  const b = e.body;
  if (b instanceof z.ZodDiscriminatedUnion) {
    const key = b._zod.def.discriminator;
    const first = (b.options[0] as z.ZodObject).shape[key] as z.ZodLiteral;
    return { [key]: first.value, [KEY]: 1 };
  }
  return { [KEY]: 1 };
}

const BASIC = `Basic ${Buffer.from(`${GUEST_CLIENT_ID}:${GUEST_CLIENT_SECRET}`).toString('base64')}`;
const KEY = 'zzTypo';

/** How many rows the database holds, table by table: nothing may change. */
async function fingerprint(ctx: TestContext): Promise<string> {
  const tables = await sql<{ t: string }>`select table_name as t from information_schema.tables where table_schema = 'public' order by 1`.execute(ctx.database.db); // prettier-ignore
  const counts: string[] = [];
  for (const { t } of tables.rows) {
    if (/rate_limit|sms_budget|job|kysely|audit/.test(t)) continue;
    const r = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(t)}`.execute(ctx.database.db);
    counts.push(`${t}=${r.rows[0]!.n}`);
  }
  return counts.join(',');
}

describe.each(testDrivers())('unknown keys over the endpoint table on %s', (driver) => {
  let ctx: TestContext;
  let staff: string;
  let dealer: string;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    await createTestCatalogue(db);
    const m = await createMerchant(db, { enterpriseType: 1 });
    await createAccount(db, { phone: '13900047001', surveyPermission: true, identities: [{ merchantNo: m }] });
    await createAccount(db, { phone: '13900047002', isSales: true });
    dealer = await loginToken(ctx, '13900047001');
    staff = await loginToken(ctx, '13900047002');
  });
  afterAll(() => ctx.close());

  it('refuses one unknown key on every endpoint with a 400 naming it, and nothing changes', async () => {
    expect(entries.length).toBeGreaterThan(250);
    const before = await fingerprint(ctx);
    const wrong: string[] = [];
    for (const [name, e] of entries) {
      const url = urlOf(e);
      const headers: Record<string, string> =
        e.auth === 'user' || e.auth === 'optional'
          ? { authorization: `Bearer ${e.policy === 'staff' ? staff : dealer}` }
          : e.auth === 'client'
            ? { authorization: BASIC }
            : {};
      const inBody = e.method !== 'GET' && e.body !== undefined;
      const res = await ctx.app.inject({
        method: e.method,
        url: inBody ? url : `${url}?${KEY}=1`,
        headers,
        ...(inBody ? { payload: bodyOf(e) } : {}),
      });
      const msg = (res.json() as { msg?: string }).msg ?? '';
      if (res.statusCode !== 400 || !msg.includes(unknownKeysMessage([KEY])))
        wrong.push(`${name} ${e.method} ${url}: ${res.statusCode} ${msg}`);
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(ctx)).toBe(before);
  });

  it("keeps the spec's own parameters working, and refuses the typo the issue found", async () => {
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: BASIC } });
    const typo = await get(`${CATALOGUE_ROUTES.spuPage.path}?categoryId=101`);
    expect(typo.statusCode).toBe(400);
    expect(typo.json().msg).toBe(unknownKeysMessage(['categoryId']));
    const page = await get(`${CATALOGUE_ROUTES.spuPage.path}?page=1&size=10`);
    expect(page.statusCode).toBe(200);
  });
});
