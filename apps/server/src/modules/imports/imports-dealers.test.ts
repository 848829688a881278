import { createHash } from 'node:crypto';
import { ACCOUNT_STATUS, IMPORT_MESSAGES, IMPORT_WORDS, IMPORT_PROBLEMS, INVITATION_RULES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import {
  IMP,
  applyJob,
  creditCode,
  dryRun,
  fingerprint,
  invitationsTried,
  seedCategories,
  workbook,
  type Cell,
} from '../../../test/support/imports.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

const dealer = (code: string, o: Partial<Record<string, Cell>> = {}): Cell[] => [
  code,
  o.name ?? `杭州测试安防${code.slice(-4)}有限公司`,
  null,
  o.region ?? '330108001',
  o.address ?? '西兴街道江陵路88号',
  o.lng ?? 120.2101,
  o.lat ?? 30.2084,
  o.contact ?? '王经理',
  o.phone ?? '13900044101',
  o.status ?? '正常',
];

describe.each(testDrivers())('imports: first-level dealers, and an ERP push by integration key, on %s', (driver) => {
  let ctx: TestContext;
  let staff: string;
  let buyer: string;
  const merchant = (code: string) =>
    ctx.database.db.selectFrom('merchant').selectAll().where('credit_code', '=', code).executeTakeFirst();
  const push = (key: string | null, body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: `${IMP}/push`,
      payload: body as never,
      headers: key === null ? {} : { 'x-integration-key': key },
    });

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await seedCategories(ctx.database.db);
    await createAccount(ctx.database.db, { phone: '13900044008', isSales: true });
    await createAccount(ctx.database.db, { phone: '13900044002' });
    staff = await loginToken(ctx, '13900044008');
    buyer = await loginToken(ctx, '13900044002');
  });
  afterAll(() => ctx.close());

  it('reports bad credit codes, regions, coordinates and phones; the fixed sheet puts the dealers in and invites their owners', async () => {
    const before = await fingerprint(ctx.database.db);
    const bad = creditCode(2).slice(0, 17) + (creditCode(2).endsWith('0') ? '1' : '0');
    const job = await dryRun(
      ctx,
      staff,
      'dealers',
      await workbook({
        一级经销商: [
          dealer(creditCode(1)),
          dealer(bad, { phone: '13900044102' }),
          dealer(creditCode(3), { region: '330199001', phone: '13900044103' }),
          dealer(creditCode(4), { lng: 500, phone: '1390004' }),
          dealer(creditCode(1), { phone: '13900044105' }),
          dealer(creditCode(6), { phone: '13900044002' }),
        ],
      }),
    );
    const said = job.report.problems.map(
      (p: { row: number; column: string; reason: string }) => `${p.row} ${p.column}: ${p.reason}`,
    );
    expect(said).toEqual([
      `3 统一社会信用代码: ${IMPORT_PROBLEMS.creditCodeCheck}`,
      `4 地区编码: ${IMPORT_PROBLEMS.regionCode('330199001')}`,
      `5 经度: ${IMPORT_PROBLEMS.coordinate(-180, 180)}`,
      `5 负责人手机: ${IMPORT_PROBLEMS.mobile}`,
      `6 统一社会信用代码: ${IMPORT_PROBLEMS.duplicateKey(2)}`,
      `7 负责人手机: ${IMPORT_PROBLEMS.phoneTaken}`,
    ]);
    expect(await fingerprint(ctx.database.db)).toEqual(before);

    const fixed = await dryRun(
      ctx,
      staff,
      'dealers',
      await workbook({
        一级经销商: [dealer(creditCode(1)), dealer(creditCode(2), { phone: '13900044102', region: '330106' })],
      }),
    );
    expect(fixed.report).toMatchObject({ ok: true, summary: { 一级经销商: { inserted: 2, updated: 0 } } });
    const { job: applied } = await applyJob(ctx, staff, fixed.id);
    expect(applied.status).toBe('applied');
    const m1 = await merchant(creditCode(1));
    expect(m1).toMatchObject({
      enterprise_type: 1,
      province_name: '浙江省',
      city_name: '杭州市',
      area_code: '330108',
      street_code: '330108001',
      street_name: '西兴街道',
      contact_phone: '13900044101',
      status: 1,
    });
    expect((await merchant(creditCode(2)))?.street_code).toBeNull();
    // the owner: an account waiting for its password, the dealer's owner, with the invitation SMS
    const owner = await ctx.database.db
      .selectFrom('account')
      .selectAll()
      .where('phone', '=', '13900044101')
      .executeTakeFirstOrThrow();
    expect(owner).toMatchObject({
      status: ACCOUNT_STATUS.invited,
      password_hash: null,
      current_merchant_no: m1!.merchant_no,
    });
    const member = await ctx.database.db
      .selectFrom('merchant_member')
      .selectAll()
      .where('account_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({ merchant_no: m1!.merchant_no, employee: false });
    await invitationsTried(ctx.database.db);
    const sms = await ctx.database.db
      .selectFrom('sms_outbox')
      .select('content')
      .where('phone', '=', '13900044101')
      .execute();
    expect(sms).toHaveLength(1);
    const code = new RegExp(`(\\d{${INVITATION_RULES.codeLength}})`).exec(sms[0]!.content)![1]!;
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api-cloud-merchant-service/v1/invitation/accept',
      payload: { phone: '13900044101', code, password: 'Dealer@2026' },
      headers: { authorization: `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}` },
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('re-importing a dealer by its credit code updates it in place: no second merchant, no second invitation', async () => {
    const job = await dryRun(
      ctx,
      staff,
      'dealers',
      await workbook({ 一级经销商: [dealer(creditCode(1), { name: '杭州改名安防有限公司', status: '停用' })] }),
    );
    expect(job.report.summary).toEqual({ 一级经销商: { inserted: 0, updated: 1 } });
    const before = await ctx.database.db.selectFrom('merchant').select('merchant_no').execute();
    await applyJob(ctx, staff, job.id);
    expect(await ctx.database.db.selectFrom('merchant').select('merchant_no').execute()).toHaveLength(before.length);
    expect(await merchant(creditCode(1))).toMatchObject({ company_name: '杭州改名安防有限公司', status: 0 });
    await invitationsTried(ctx.database.db);
    const sms = await ctx.database.db
      .selectFrom('sms_outbox')
      .select('id')
      .where('phone', '=', '13900044101')
      .execute();
    expect(sms).toHaveLength(1);
  });

  it('export → import round-trips the dealers (nothing to change)', async () => {
    const res = await injectAs(ctx, staff, 'GET', `${IMP}/dealers/export`);
    expect(res.statusCode).toBe(200);
    const before = await fingerprint(ctx.database.db, ['merchant', 'account', 'merchant_member', 'sms_outbox']);
    const job = await dryRun(ctx, staff, 'dealers', res.rawPayload);
    expect(job.report).toMatchObject({ ok: true, summary: { 一级经销商: { inserted: 0, updated: 2 } } });
    await applyJob(ctx, staff, job.id);
    expect(await fingerprint(ctx.database.db, ['merchant', 'account', 'merchant_member', 'sms_outbox'])).toEqual(
      before,
    );
  });

  it('an integration key: shown once, stored hashed, lets an ERP push until it is revoked', async () => {
    expect((await injectAs(ctx, buyer, 'POST', `${IMP}/keys`, { name: 'ERP' })).statusCode).toBe(403);
    const made = await injectAs(ctx, staff, 'POST', `${IMP}/keys`, { name: '用友 U8' });
    expect(made.json()).toMatchObject({ msg: IMPORT_MESSAGES.keyCreated, data: { name: '用友 U8', revokedAt: null } });
    const { id, secret } = made.json().data as { id: number; secret: string };
    const stored = await ctx.database.db
      .selectFrom('integration_key')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.key_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(secret);
    const list = await injectAs(ctx, staff, 'GET', `${IMP}/keys`);
    expect(list.body).not.toContain(secret);

    const body = (dryRun: boolean, price: number | string) => ({
      kind: 'catalogue',
      dryRun,
      sheets: {
        models: [
          {
            skuNo: 'ERP-1',
            model: 'HY-ERP-1',
            skuName: 'ERP 推送的型号',
            spuNo: 'SPU-ERP',
            spuName: 'ERP 产品',
            category1: '视频监控',
            category2: '网络摄像机',
            price,
          },
        ],
        attributes: [{ skuNo: 'ERP-1', attr: '焦距', value: '2.8' }],
      },
    });
    expect((await push(null, body(true, 1))).json()).toMatchObject({ reason: 'IMPORT.keyMissing' });
    expect((await push('pik_nonsense', body(true, 1))).statusCode).toBe(401);

    const before = await fingerprint(ctx.database.db);
    // a rejected push is a refusal (status and code), with the report to mend, not 「成功」
    const bad = await push(secret, body(false, 'abc'));
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ reason: 'IMPORT.pushRejected', msg: IMPORT_MESSAGES.pushRejected });
    expect(bad.json().code).not.toBe(0);
    expect(bad.json().data).toMatchObject({
      applied: false,
      report: { ok: false, problemCount: 1, problems: [{ sheet: '型号', row: 2, column: '零售价（元）' }] },
    });
    const dry = await push(secret, body(true, 88));
    expect(dry.json().data).toMatchObject({ applied: false, report: { ok: true } });
    expect(await fingerprint(ctx.database.db)).toEqual(before);
    // the dry run's record has no file: staff cannot apply it (it would have failed later)
    const jobs = await injectAs(ctx, staff, 'GET', `${IMP}/jobs?page=1&size=5`);
    const dryJob = (jobs.json().data as { id: number; status: string }[]).find((j) => j.status === 'checked')!;
    const applyDry = await injectAs(ctx, staff, 'POST', `${IMP}/jobs/${dryJob.id}/apply`);
    expect(applyDry.json()).toMatchObject({ reason: 'IMPORT.pushNotAppliable' });
    expect(await fingerprint(ctx.database.db)).toEqual(before);

    const ok = await push(secret, body(false, 88));
    expect(ok.json().data).toMatchObject({ applied: true, report: { ok: true, summary: { 型号: { inserted: 1 } } } });
    const sku = await ctx.database.db
      .selectFrom('sku')
      .selectAll()
      .where('sku_no', '=', 'ERP-1')
      .executeTakeFirstOrThrow();
    expect(sku).toMatchObject({ price_fen: 8800, attrs: { lensMm: 2.8 } });
    const audit = await injectAs(ctx, staff, 'GET', '/api-cloud-merchant-service/v1/audit/page?size=50');
    const actions = (audit.json().data as { action: string }[]).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['integrationKey.create', 'import.apply']));

    const revoked = await injectAs(ctx, staff, 'POST', `${IMP}/keys/${id}/revoke`);
    expect(revoked.json()).toMatchObject({ msg: IMPORT_WORDS.keyRevoked, data: { id } });
    expect(revoked.json().data.revokedAt).not.toBeNull();
    const after = await push(secret, body(true, 88));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ reason: 'IMPORT.keyInvalid', msg: IMPORT_MESSAGES.keyInvalid });
    expect((await injectAs(ctx, staff, 'POST', `${IMP}/keys/99999/revoke`)).json()).toMatchObject({
      reason: 'IMPORT.keyNotFound',
    });
  });
});
