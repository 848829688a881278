import { ACCOUNT_STATUS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { fakeAliyunSms, type FakeGateway } from '../../../test/support/fake-sms-gateways.ts';
import {
  applyJob,
  creditCode,
  dryRun,
  invitationsTried,
  seedCategories,
  workbook,
  type Cell,
} from '../../../test/support/imports.ts';
import { createTestApp, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { deliverWaiting } from '../invitation/index.ts';
import { smsProviderOf } from '../sms/index.ts';

const phoneOf = (i: number) => `1390004${String(5100 + i)}`;
const dealer = (i: number): Cell[] => [
  creditCode(300 + i),
  `宁波测试安防${String(i).padStart(3, '0')}有限公司`,
  null,
  '330108001',
  '西兴街道江陵路88号',
  120.2101,
  30.2084,
  '李经理',
  phoneOf(i),
  '正常',
];

/** Issue 61 §4: an import's invitation SMS go out after it commits; a refused one never undoes the import. */
describe.each(testDrivers())('imports: invitations after the commit, on %s', (driver) => {
  let ctx: TestContext;
  let fake: FakeGateway;
  let refusing = true;
  let staff: string;

  beforeAll(async () => {
    // the provider takes 30 messages and refuses the 31st (its daily limit), until it is lifted
    fake = await fakeAliyunSms({ LTAIfakeKeyId: 'fake-secret' }, (n) => refusing && n === 31);
    ctx = await createTestApp(driver, {
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ENDPOINT: fake.url,
      ALIYUN_SMS_ACCESS_KEY_ID: 'LTAIfakeKeyId',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'fake-secret',
      SMS_SIGN_NAME: '海昱安防',
      SMS_TEMPLATE_LOGIN: 'T_LOGIN',
      SMS_TEMPLATE_REGISTER: 'T_REGISTER',
      SMS_TEMPLATE_RESET: 'T_RESET',
      SMS_TEMPLATE_CHANGE_PHONE: 'T_CHANGE',
      SMS_TEMPLATE_INVITE: 'T_INVITE',
    });
    await seedCategories(ctx.database.db);
    await createAccount(ctx.database.db, { phone: '13900045008', isSales: true });
    staff = await loginToken(ctx, '13900045008');
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('31 new dealers with the 31st SMS refused: all 31 are in, 30 invited, the 31st sent on a later try and accepted', async () => {
    const rows = Array.from({ length: 31 }, (_, i) => dealer(i + 1));
    const checked = await dryRun(ctx, staff, 'dealers', await workbook({ 一级经销商: rows }));
    expect(checked.report).toMatchObject({ ok: true, summary: { 一级经销商: { inserted: 31, updated: 0 } } });
    expect(fake.delivered).toHaveLength(0); // a dry run sends nothing

    const { job } = await applyJob(ctx, staff, checked.id);
    expect(job.status).toBe('applied');
    const invited = await ctx.database.db
      .selectFrom('account')
      .select(['phone', 'status'])
      .where('phone', 'like', '139000451%')
      .execute();
    expect(invited).toHaveLength(31);
    expect(invited.every((a) => a.status === ACCOUNT_STATUS.invited)).toBe(true);
    await invitationsTried(ctx.database.db);
    expect(fake.delivered).toHaveLength(30);

    const waiting = await ctx.database.db
      .selectFrom('invitation')
      .select(['id', 'phone', 'sent_at', 'send_attempts', 'send_error', 'code_hash'])
      .where('sent_at', 'is', null)
      .execute();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ send_attempts: 1, code_hash: null });
    expect(waiting[0]!.send_error).toContain('触发天级流控');
    const late = waiting[0]!.phone;
    expect(fake.delivered.map((d) => d.phone)).not.toContain(late);

    // an unsent invitation has no code that works
    const accept = (phone: string, code: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api-cloud-merchant-service/v1/invitation/accept',
        payload: { phone, code, password: 'Dealer@2026' },
        headers: { authorization: `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}` },
      });
    expect((await accept(late, '00000000')).statusCode).toBe(422);

    // not before its wait is over; then, the limit lifted, the next try sends it once
    refusing = false;
    const delivery = { provider: smsProviderOf(ctx.config.sms, ctx.app.log), brandName: ctx.config.brandName };
    expect(await deliverWaiting(ctx.database.db, delivery, ctx.app.log)).toEqual({ sent: 0, refused: 0 });
    await ctx.database.db
      .updateTable('invitation')
      .set({ send_after: new Date(Date.now() - 1000) })
      .execute();
    const [a, b] = await Promise.all([
      deliverWaiting(ctx.database.db, delivery, ctx.app.log),
      deliverWaiting(ctx.database.db, delivery, ctx.app.log),
    ]);
    // (the queue's own timer may take it first: whoever claims it, it goes out once)
    expect(a.sent + b.sent).toBeLessThanOrEqual(1);
    await invitationsTried(ctx.database.db);
    expect(fake.delivered.filter((d) => d.phone === late)).toHaveLength(1);
    const code = fake.delivered.find((d) => d.phone === late)!.code;
    expect((await accept(late, code)).statusCode).toBe(200);
  });
});
