/**
 * Role policies (core/endpoint.ts `policy`), walked over the whole endpoint table: for every entry that asks
 * 'staff', a signed-in account that is not staff is refused 403 with the policy's one reason before the handler
 * (nothing in the database changes, even with a body the staff's call succeeds with), a guest 401, and a staff
 * account is never refused by the policy. And no server module checks the role by hand again.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  CATALOGUE_ADMIN_API,
  CONTENT_API,
  ENDPOINTS,
  type Endpoint,
  importFileUrl,
  PLACEMENT_ENDPOINTS,
  POLICY_MESSAGES,
  PROMPT_ENDPOINTS,
  reasonOf,
  SERVICE_ORDER_API,
} from '@portal/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from './support/fixtures.ts';
import { createTestApp, loginToken, type TestContext } from './support/test-app.ts';
import { testDrivers } from './support/test-db.ts';

const STAFF_REFUSED = reasonOf(POLICY_MESSAGES, 'staff');

const staffEntries: [string, Endpoint][] = Object.entries(ENDPOINTS).flatMap(([area, entries]) =>
  Object.entries(entries as Record<string, Endpoint>)
    .filter(([, e]) => e.policy === 'staff')
    .map(([name, e]) => [`${area}.${name}`, e] as [string, Endpoint]),
);

/** Routes outside the endpoint table (multipart uploads, a plain detail) that declare the policy in their config. */
const STAFF_ROUTES_OUTSIDE_TABLE: [string, Endpoint['method'], string][] = [
  ['content.manageDetail', 'GET', `${CONTENT_API.manageDetail}?contentId=1`],
  ['content.manageUpload', 'POST', `${CONTENT_API.manageUpload}?kind=image`],
  ['serviceOrder.deskImport', 'POST', SERVICE_ORDER_API.deskImport],
  ['catalogue.manageUpload', 'POST', CATALOGUE_ADMIN_API.upload],
  ['catalogue.manageUploadBrochure', 'POST', CATALOGUE_ADMIN_API.uploadBrochure],
  ['imports.template', 'GET', importFileUrl('template', 'catalogue')],
  ['imports.export', 'GET', importFileUrl('export', 'dealers')],
];

/** Bodies a staff account's call succeeds with: the same call by anyone else must change nothing. */
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const VALID_WRITES: [Endpoint, unknown][] = [
  [
    PROMPT_ENDPOINTS.publishProtocol,
    {
      code: 61,
      protocolName: '服务安全协议（2026版）',
      protocolUrl: '/aboutUs/staticContent?tab=userAgreement',
      kind: 'safety',
    },
  ],
  [
    PLACEMENT_ENDPOINTS.save,
    {
      location: 1,
      title: '双十二大促',
      picUrl: '/static/placements/carousel-1.png',
      linkUrl: '/product/sale',
      startAt: minutes(-1),
      endAt: minutes(60),
    },
  ],
];

const urlOf = (e: Endpoint) => e.path.replace(/:(\w+)/g, '1');

describe.each(testDrivers())('role policies on the endpoint table on %s', (driver) => {
  let ctx: TestContext;
  const tokens: Record<'staff' | 'person' | 'dealer', string> = { staff: '', person: '', dealer: '' };

  /** Every table's row count, in one answer: what "nothing changed" compares. */
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

  const call = (who: keyof typeof tokens | null, method: string, url: string, payload?: unknown) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      ...(method === 'GET' ? {} : { payload: (payload ?? {}) as never }),
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    });

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    const firstLevel = await createMerchant(db, { enterpriseType: 1 });
    await createAccount(db, { phone: '13700009001', isSales: true });
    await createAccount(db, { phone: '13700009002' });
    // the owner of a first-level dealer: the most a non-staff account can be
    await createAccount(db, { phone: '13700009003', identities: [{ merchantNo: firstLevel }] });
    tokens.staff = await loginToken(ctx, '13700009001');
    tokens.person = await loginToken(ctx, '13700009002');
    tokens.dealer = await loginToken(ctx, '13700009003');
  });
  afterAll(() => ctx.close());

  it('finds the staff pages of every module that has them in the table', () => {
    const areas = new Set(staffEntries.map(([name]) => name.split('.')[0]));
    for (const area of ['ops', 'seckill', 'enterprise', 'requirement', 'feedback', 'information', 'refund', 'prompt'])
      expect(areas).toContain(area);
    for (const area of ['calculator', 'serviceOrder', 'credits', 'promotion', 'placement', 'catalogue'])
      expect(areas).toContain(area);
    for (const [name, e] of staffEntries) expect(e.auth, name).toBe('user');
  });

  it('refuses every signed-in account that is not staff with the policy’s reason, and a guest with 401', async () => {
    const before = await fingerprint();
    const routes: [string, string, string][] = [
      ...staffEntries.map(([name, e]) => [name, e.method, urlOf(e)] as [string, string, string]),
      ...STAFF_ROUTES_OUTSIDE_TABLE,
    ];
    for (const [name, method, url] of routes) {
      for (const who of ['person', 'dealer'] as const) {
        const res = await call(who, method, url);
        expect(res.statusCode, `${name} as ${who}`).toBe(403);
        expect(res.json(), `${name} as ${who}`).toMatchObject({ reason: STAFF_REFUSED, msg: POLICY_MESSAGES.staff });
      }
      expect((await call(null, method, url)).statusCode, `${name} as a guest`).toBe(401);
    }
    for (const [e, body] of VALID_WRITES) {
      const res = await call('dealer', e.method, urlOf(e), body);
      expect(res.json().reason, e.path).toBe(STAFF_REFUSED);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('never refuses a staff account by the policy (and the same writes succeed for it)', async () => {
    for (const [name, e] of staffEntries) {
      const res = await call('staff', e.method, urlOf(e));
      expect(res.json().reason, name).not.toBe(STAFF_REFUSED);
      expect(res.statusCode, name).not.toBe(401);
    }
    for (const [, method, url] of STAFF_ROUTES_OUTSIDE_TABLE) {
      // a file route answers the file itself (the imports' templates and exports)
      const res = await call('staff', method, url);
      expect(String(res.headers['content-type']).includes('json') ? res.json().reason : res.statusCode, url).not.toBe(
        STAFF_REFUSED,
      );
    }
    const before = await fingerprint();
    for (const [e, body] of VALID_WRITES)
      expect((await call('staff', e.method, urlOf(e), body)).json().code, e.path).toBe(0);
    expect(await fingerprint()).not.toBe(before);
  });
});

describe('role checks live in the policies only', () => {
  it("no server module tests the caller's staff role by hand (isSalesUser, userType 20) outside the account module", () => {
    const root = path.join(import.meta.dirname, '../src/modules');
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const f of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, f.name);
        if (f.isDirectory()) walk(p);
        else if (/\.ts$/.test(f.name) && !/\.test\.ts$/.test(f.name) && !p.includes(`${path.sep}account${path.sep}`)) {
          const text = fs.readFileSync(p, 'utf8');
          if (/isSalesUser|isSalesAccount|userType\s*[!=]==\s*20|UserType\.sales\b|isHikSales/.test(text))
            found.push(path.relative(root, p));
        }
      }
    };
    walk(root);
    expect(found).toEqual([]);
  });
});
