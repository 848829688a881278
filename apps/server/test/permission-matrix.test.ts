/**
 * The permission matrix (issue 43 §3): every endpoint of the table × every demo account of the seed (10 user types
 * and kinds: person, dealers of each level, their staff, sales, multi-identity, no dealer) and a guest. What each one
 * must get is computed from the declarations alone (`auth`, `policy`, `policyIf`, and the domain's `meetsPolicy` on
 * the account's session: staff, survey permission, certified enterprise): refused by its policy → 403 with the policy's reason and nothing in the database changed;
 * allowed → never refused by sign-in or any policy. A meta-check pins the survey endpoints' declarations, so removing
 * one fails here even though the computed expectation would follow it.
 */
import {
  ACCOUNT_ENDPOINTS,
  CONTENT_API,
  DESIGN_ORDER_ENDPOINTS,
  ENDPOINTS,
  MATERIAL_ENDPOINTS,
  type Endpoint,
  GUEST_CLIENT_ID,
  GUEST_CLIENT_SECRET,
  meetsPolicy,
  type Policy,
  POLICY_MESSAGES,
  type PolicySubject,
  reasonOf,
  SURVEY_API,
  SURVEY_ENDPOINTS,
  SURVEY_ORDER_TYPE,
  SURVEY_SYSTEM_ENDPOINTS,
} from '@portal/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import { createTestApp, loginToken, type TestContext } from './support/test-app.ts';
import { testDrivers } from './support/test-db.ts';

const entries: [string, Endpoint][] = Object.entries(ENDPOINTS).flatMap(([area, es]) =>
  Object.entries(es as Record<string, Endpoint>).map(([name, e]) => [`${area}.${name}`, e] as [string, Endpoint]),
);
/** Routes outside the table (multipart uploads, file downloads) that declare their policy in their route config. */
const ROUTES_OUTSIDE_TABLE: [string, 'GET' | 'POST', string, Policy][] = [
  ['survey.planUpload', 'POST', `${SURVEY_API.planUpload}?sceneId=1`, 'survey'],
  ['survey.dxfImport', 'POST', `${SURVEY_API.dxfImport}?sceneId=1`, 'survey'],
  ['material.download', 'GET', `${CONTENT_API.materialDownload}?fileId=1`, 'certified'],
  ['material.zip', 'GET', `${CONTENT_API.materialZip}?ids=1`, 'certified'],
];
const POLICY_REASONS = new Set(Object.keys(POLICY_MESSAGES).map((p) => reasonOf(POLICY_MESSAGES, p as Policy)));
const urlOf = (e: Endpoint) => e.path.replace(/:(\w+)/g, '1');
const BASIC = `Basic ${Buffer.from(`${GUEST_CLIENT_ID}:${GUEST_CLIENT_SECRET}`).toString('base64')}`;

describe('the declarations the matrix stands on', () => {
  it('every survey and survey-system endpoint asks the survey permission, and so does a survey design order', () => {
    const survey = [...Object.values(SURVEY_ENDPOINTS), ...Object.values(SURVEY_SYSTEM_ENDPOINTS)] as Endpoint[];
    expect(survey.length).toBeGreaterThanOrEqual(30);
    for (const e of survey) expect(e.policy, e.id).toBe('survey');
    // the ones the audit called through the API as an individual account
    for (const id of ['SURVEY.sceneSave', 'SURVEY.sceneBatchAdd', 'SURVEY.pointAdd', 'SURVEY_SYSTEM.exportStart'])
      expect(survey.find((e) => e.id === id)?.policy, id).toBe('survey');
    // marketing materials: certified enterprises only
    for (const e of Object.values(MATERIAL_ENDPOINTS) as Endpoint[]) expect(e.policy, e.id).toBe('certified');
    expect(DESIGN_ORDER_ENDPOINTS.generate.policyIf).toEqual({
      policy: 'survey',
      field: 'orderType',
      equals: SURVEY_ORDER_TYPE,
    });
  });

  it('a policy sits only on a signed-in endpoint, and the staff pages keep theirs', () => {
    for (const [name, e] of entries) if (e.policy || e.policyIf) expect(e.auth, name).toBe('user');
    const staff = entries.filter(([, e]) => e.policy === 'staff').map(([n]) => n.split('.')[0]);
    for (const area of ['ops', 'seckill', 'enterprise', 'imports', 'audit', 'catalogue']) expect(staff).toContain(area);
  });
});

describe.each(testDrivers())('the permission matrix on %s', (driver) => {
  let ctx: TestContext;
  interface Caller {
    phone: string;
    token: string;
    subject: PolicySubject;
    ip: string;
  }
  const callers: Caller[] = [];

  async function fingerprint(): Promise<string> {
    const db = ctx.database.db;
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
    const counts = await Promise.all(
      tables.rows.map(async ({ name }) => {
        const r = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(name)}`.execute(db);
        return `${name}=${r.rows[0]!.n}`;
      }),
    );
    return counts.join(',');
  }

  /** A call as `who` (null: a guest) from its own address (the per-address limits never interfere). */
  const call = (who: Caller | null, method: string, url: string, payload?: unknown, extra: object = {}) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: who?.ip ?? '10.43.0.99',
      ...(method === 'GET' ? {} : { payload: (payload ?? {}) as never }),
      headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...extra },
    });

  beforeAll(async () => {
    ctx = await createTestApp(driver, {}, { database: 'seeded' }); // the demo seed's accounts and rows
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      const token = await loginToken(ctx, a.phone, a.password);
      const ip = `10.43.0.${i + 1}`;
      const me = await ctx.app.inject({
        method: 'GET',
        url: ACCOUNT_ENDPOINTS.sessionInfo.path,
        headers: { authorization: `Bearer ${token}` },
      });
      const user = me.json().data as PolicySubject;
      callers.push({ phone: a.phone, token, ip, subject: user });
    }
  }, 240_000);
  afterAll(() => ctx?.close());

  it('the demo accounts are ten, of every kind, with and without the survey permission or a certified enterprise', () => {
    expect(callers).toHaveLength(10);
    expect(new Set(callers.map((c) => c.subject.userType)).size).toBeGreaterThanOrEqual(8);
    const certified = callers.filter((c) => meetsPolicy('certified', c.subject)).length;
    expect(certified).toBeGreaterThan(0);
    expect(certified).toBeLessThan(callers.length);
    const survey = callers.filter((c) => meetsPolicy('survey', c.subject)).map((c) => c.phone);
    expect(survey).toContain('13800000002');
    expect(survey).not.toContain('13800000001');
  });

  it('refuses whoever the declarations refuse, with the policy’s reason, and changes nothing', async () => {
    const before = await fingerprint();
    let refused = 0;
    for (const [name, e] of entries) {
      if (e.auth === 'user' || e.auth === 'client') {
        const res = await call(null, e.method, urlOf(e));
        expect(res.statusCode, `${name} as a guest`).toBe(401);
      }
      if (!e.policy) continue;
      for (const who of callers.filter((c) => !meetsPolicy(e.policy, c.subject))) {
        const res = await call(who, e.method, urlOf(e));
        const what = `${name} as ${who.phone}`;
        expect(res.statusCode, what).toBe(403);
        expect(res.json(), what).toMatchObject({ reason: reasonOf(POLICY_MESSAGES, e.policy), msg: POLICY_MESSAGES[e.policy] }); // prettier-ignore
        refused++;
      }
    }
    for (const [name, method, url, policy] of ROUTES_OUTSIDE_TABLE) {
      expect((await call(null, method, url)).statusCode, `${name} as a guest`).toBe(401);
      for (const who of callers.filter((c) => !meetsPolicy(policy, c.subject))) {
        const res = await call(who, method, url);
        expect(res.json().reason, `${name} as ${who.phone}`).toBe(reasonOf(POLICY_MESSAGES, policy));
      }
    }
    expect(refused).toBeGreaterThan(200);
    expect(await fingerprint()).toBe(before);
  }, 600_000);

  it('never refuses by sign-in or policy whoever the declarations let in', async () => {
    // a body no schema takes: the answer shows the policy let the call through (400), and nothing is written
    const notAnObject = '"not an object"';
    for (const [name, e] of entries) {
      if (e.id === 'ACCOUNT.logout') continue; // its own test: it ends the session the rest of the matrix uses
      const guests = e.auth === 'none' || e.auth === 'optional';
      const who: (Caller | null)[] = [...callers.filter((c) => meetsPolicy(e.policy, c.subject)), ...(guests ? [null] : [])]; // prettier-ignore
      for (const c of who) {
        const res = await call(c, e.method, urlOf(e), notAnObject, {
          'content-type': 'application/json',
          ...(e.auth === 'client' && !c ? { authorization: BASIC } : {}),
        });
        const what = `${name} as ${c?.phone ?? 'a guest'}`;
        expect(res.statusCode, what).not.toBe(401);
        const reason = String(res.headers['content-type']).includes('json') ? res.json().reason : undefined;
        expect(POLICY_REASONS.has(reason), `${what}: ${reason}`).toBe(false);
      }
    }
  }, 600_000);

  it('a survey design order needs the permission: refused before the handler, the plain one is not', async () => {
    const person = callers.find((c) => c.phone === '13800000001')!;
    const dealer = callers.find((c) => c.phone === '13800000002')!;
    const body = (orderType: number | null) => ({
      name: '仓库监控',
      orderType,
      amount: 100,
      preferential: 0,
      productLists: [{ id: 1, spuNo: 'SPU', skuNo: 'SKU', price: 100, rate: 10000, quantity: 1 }],
    });
    const before = await fingerprint();
    const url = DESIGN_ORDER_ENDPOINTS.generate.path;
    const refused = await call(person, 'POST', url, body(SURVEY_ORDER_TYPE));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: reasonOf(POLICY_MESSAGES, 'survey'), msg: POLICY_MESSAGES.survey });
    expect(await fingerprint()).toBe(before);
    for (const [who, orderType] of [
      [person, null],
      [dealer, SURVEY_ORDER_TYPE],
    ] as const) {
      const res = await call(who, 'POST', url, body(orderType));
      expect(POLICY_REASONS.has(res.json().reason), res.body).toBe(false);
    }
    // and the calls the audit made: a scene on the demo survey order, an export of it
    for (const e of [SURVEY_ENDPOINTS.sceneSave, SURVEY_SYSTEM_ENDPOINTS.exportStart] as Endpoint[]) {
      const res = await call(person, e.method, e.path, { orderId: 1, sceneName: '二层', kind: 'pdf' });
      expect(res.json().reason, e.id).toBe(reasonOf(POLICY_MESSAGES, 'survey'));
    }
  });

  it('logout is let in for every signed-in account', async () => {
    for (const c of callers) {
      const res = await call(c, 'POST', ACCOUNT_ENDPOINTS.logout.path);
      expect(res.statusCode, c.phone).not.toBe(401);
      expect(POLICY_REASONS.has(res.json().reason)).toBe(false);
    }
  });
});
