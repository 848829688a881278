/**
 * Catalogue maintenance in tests: a staff account signed in through the real login, its calls to the maintenance
 * endpoints, and the identity sequences moved past the ids the test catalogues insert by hand (as the seed does), so
 * that rows staff create get fresh ids.
 */
import { CATALOGUE_ROUTES, type Route } from '@portal/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';
import { createAccount } from './fixtures.ts';
import { injectAs, loginToken, type TestContext } from './test-app.ts';

export const R = CATALOGUE_ROUTES;

let phoneSeq = 0;

/** A staff (业务员) account, signed in: its id and token. */
export async function staffMember(ctx: TestContext): Promise<{ accountId: number; token: string }> {
  const phone = `136${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(5, '0')}`;
  const accountId = await createAccount(ctx.database.db, { phone, isSales: true });
  return { accountId, token: await loginToken(ctx, phone) };
}

/** Moves the catalogue's identity sequences past the ids inserted by hand (the test catalogues name theirs). */
export async function freshCatalogueIds(db: Kysely<DB>): Promise<void> {
  for (const t of ['brand', 'category', 'category_attr', 'spu', 'sku']) {
    await sql`select setval(pg_get_serial_sequence(${t}, 'id'), (select coalesce(max(id), 0) + 1000 from ${sql.table(t)}), false)`.execute(
      db,
    );
  }
}

/** One call of a maintenance route (GET with its query, POST with its body) as the holder of `token`. */
export function callRoute(ctx: TestContext, token: string | null, r: Route, input?: Record<string, unknown>) {
  if (r.method === 'GET') {
    const qs = input
      ? `?${new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
      : '';
    return injectAs(ctx, token, 'GET', `${r.path}${qs}`);
  }
  return injectAs(ctx, token, 'POST', r.path, input ?? {});
}

/** The same, answering the envelope's data and failing on anything but success. */
export async function staffCall<T = Record<string, unknown>>(
  ctx: TestContext,
  token: string,
  r: Route,
  input?: Record<string, unknown>,
): Promise<T> {
  const res = await callRoute(ctx, token, r, input);
  if (res.statusCode !== 200 || res.json().code !== 0)
    throw new Error(`${r.id} answered ${res.statusCode}: ${res.body}`);
  return res.json().data as T;
}

/** A model's save body as the page sends it (all fields), with changes. */
export function skuBody(spuId: number, skuNo: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    spuId,
    skuNo,
    skuName: `型号 ${skuNo}`,
    model: skuNo,
    skuDesc: null,
    unit: '台',
    priceFen: 100000,
    wholesalePriceFen: null,
    marketPriceFen: null,
    stock: 10,
    status: 0,
    mainPics: [],
    sort: 0,
    attrs: [],
    ...over,
  };
}
