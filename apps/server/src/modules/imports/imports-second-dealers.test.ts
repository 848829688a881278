import { ACCOUNT_STATUS, IMPORT_PROBLEMS, UserType } from '@portal/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import {
  IMP,
  applyJob,
  creditCode,
  dryRun,
  fingerprint,
  invitationsTried,
  workbook,
  type Cell,
} from '../../../test/support/imports.ts';
import { hashPassword } from '../account/password.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

const second = (code: string, o: Partial<Record<string, Cell>> = {}): Cell[] => [
  code,
  o.name ?? `宁波测试弱电${code.slice(-4)}工程有限公司`,
  null,
  o.level ?? null,
  o.region ?? '330108001',
  '江陵路99号',
  null,
  null,
  '李经理',
  o.phone ?? '13900045101',
  o.status ?? null,
];

describe.each(testDrivers())('imports: second-level dealers and their bindings on %s', (driver) => {
  let ctx: TestContext;
  let staff: string;
  let firstNo: string;
  let otherNo: string;
  const firstCode = creditCode(901);
  const merchant = (code: string) =>
    ctx.database.db.selectFrom('merchant').selectAll().where('credit_code', '=', code).executeTakeFirst();
  const bindings = async (merchantNo: string) =>
    (
      await ctx.database.db
        .selectFrom('dealer_binding')
        .select(['first_merchant_no', 'choosing', 'default_status', 'area_code'])
        .where('buyer_merchant_no', '=', merchantNo)
        .orderBy('first_merchant_no')
        .execute()
    ).map((b) => [b.first_merchant_no, b.choosing, b.default_status, b.area_code]);

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    firstNo = await createMerchant(ctx.database.db, { enterpriseType: 1 });
    otherNo = await createMerchant(ctx.database.db, { enterpriseType: 1 });
    await ctx.database.db
      .updateTable('merchant')
      .set({ credit_code: firstCode })
      .where('merchant_no', '=', firstNo)
      .execute();
    await createAccount(ctx.database.db, { phone: '13900045008', isSales: true });
    staff = await loginToken(ctx, '13900045008');
  });
  afterAll(() => ctx.close());

  it('names every problem and changes nothing; fixed, it makes the dealers, invites their owners and binds them', async () => {
    const before = await fingerprint(ctx.database.db, [...FINGERPRINTED]);
    const job = await dryRun(
      ctx,
      staff,
      'secondDealers',
      await workbook({
        二级经销商: [
          second(creditCode(1)),
          second(creditCode(2), { level: '钻石', phone: '13900045102' }),
          second(firstCode, { phone: '13900045103' }),
        ],
        绑定关系: [
          [creditCode(1), firstNo, '是'],
          [creditCode(1), firstCode, null],
          [creditCode(1), otherNo, '是'],
          [creditCode(7), firstNo, null],
          [creditCode(1), 'M99999', null],
        ],
      }),
    );
    const said = job.report.problems.map(
      (p: { sheet: string; row: number; column: string; reason: string }) =>
        `${p.sheet} ${p.row} ${p.column}: ${p.reason}`,
    );
    expect(said).toEqual([
      `二级经销商 3 级别: ${IMPORT_PROBLEMS.dealerLevel}`,
      `二级经销商 4 统一社会信用代码: ${IMPORT_PROBLEMS.creditCodeNotSecond(firstNo)}`,
      `绑定关系 3 一级经销商: ${IMPORT_PROBLEMS.duplicateKey(2)}`,
      `绑定关系 4 默认: ${IMPORT_PROBLEMS.twoCurrent(2)}`,
      `绑定关系 5 二级经销商信用代码: ${IMPORT_PROBLEMS.unknownSecondDealer(creditCode(7))}`,
      `绑定关系 6 一级经销商: ${IMPORT_PROBLEMS.unknownFirstDealer('M99999')}`,
    ]);
    expect(await fingerprint(ctx.database.db, [...FINGERPRINTED])).toEqual(before);

    const ok = await dryRun(
      ctx,
      staff,
      'secondDealers',
      await workbook({
        二级经销商: [second(creditCode(1)), second(creditCode(2), { level: '金牌', phone: '13900045102' })],
        绑定关系: [
          [creditCode(1), firstNo, null],
          [creditCode(1), otherNo, '是'],
          [creditCode(2), firstCode, null],
        ],
      }),
    );
    expect(ok.report.summary).toEqual({
      二级经销商: { inserted: 2, updated: 0 },
      绑定关系: { inserted: 3, updated: 0 },
    });
    expect((await applyJob(ctx, staff, ok.id)).job?.status).toBe('applied');
    const one = (await merchant(creditCode(1)))!;
    const gold = (await merchant(creditCode(2)))!;
    expect(one.merchant_no).toMatch(/^M2\d{4}$/);
    expect([one.enterprise_type, gold.enterprise_type]).toEqual([2, 5]);
    expect(await bindings(one.merchant_no)).toEqual(
      [
        [firstNo, false, false, '330108'],
        [otherNo, true, true, '330108'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(await bindings(gold.merchant_no)).toEqual([[firstNo, true, true, '330108']]);
    await invitationsTried(ctx.database.db);
    const sms = await ctx.database.db.selectFrom('sms_outbox').select('phone').execute();
    expect(sms.map((s) => s.phone).sort()).toEqual(['13900045101', '13900045102']);
  });

  it("the invited owner of the gold dealer is a gold second-level dealer buying at its bound dealer's price list", async () => {
    // the owner accepts (the invitation module's own tests cover the SMS code); here the account as it is made
    const owner = await ctx.database.db
      .selectFrom('account')
      .select('id')
      .where('phone', '=', '13900045102')
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .updateTable('account')
      .set({ status: ACCOUNT_STATUS.active, password_hash: await hashPassword('Test@2026') })
      .where('id', '=', owner.id)
      .execute();
    const token = await loginToken(ctx, '13900045102');
    const me = (await injectAs(ctx, token, 'GET', '/api-cloud-merchant-service/v1/account/getLoginSessionInfo')).json()
      .data;
    expect(me.userType).toBe(UserType.goldSecondLevel);
  });

  it('export → import round-trips; a re-import that moves the default updates in place, never duplicates', async () => {
    const res = await injectAs(ctx, staff, 'GET', `${IMP}/secondDealers/export`);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['说明', '二级经销商', '绑定关系']);
    const again = await dryRun(ctx, staff, 'secondDealers', res.rawPayload);
    expect(again.report.ok).toBe(true);
    expect(again.report.summary).toEqual({
      二级经销商: { inserted: 0, updated: 2 },
      绑定关系: { inserted: 0, updated: 3 },
    });
    const before = await fingerprint(ctx.database.db, [...FINGERPRINTED]);
    expect((await applyJob(ctx, staff, again.id)).job?.status).toBe('applied');
    expect(await fingerprint(ctx.database.db, [...FINGERPRINTED])).toEqual(before);

    const moved = await dryRun(
      ctx,
      staff,
      'secondDealers',
      await workbook({ 二级经销商: [], 绑定关系: [[creditCode(1), firstNo, '是']] }),
    );
    expect((await applyJob(ctx, staff, moved.id)).job?.status).toBe('applied');
    const one = (await merchant(creditCode(1)))!;
    expect((await bindings(one.merchant_no)).map((b) => [b[0], b[1]])).toEqual(
      [
        [firstNo, true],
        [otherNo, false],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });
});

const FINGERPRINTED = ['merchant', 'merchant_member', 'account', 'invitation', 'sms_outbox', 'dealer_binding'] as const;
