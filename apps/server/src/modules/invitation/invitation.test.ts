import { INVITATION_WORDS, INVITATION_RULES, POLICY_MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

const API = '/api-cloud-merchant-service';
const INVITE = `${API}/v1/invitation/staff`;
const ACCEPT = `${API}/v1/invitation/accept`;
const AUDIT = `${API}/v1/audit/page`;
const BASIC = `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`;

describe.each(testDrivers())('staff invite staff, and the audit log, on %s', (driver) => {
  let ctx: TestContext;
  let staff: string;
  let dealer: string;
  const accept = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: ACCEPT, payload, headers: { authorization: BASIC } });
  const codeOf = async (phone: string) => {
    const rows = await ctx.database.db
      .selectFrom('sms_outbox')
      .select('content')
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .execute();
    return new RegExp(`(\\d{${INVITATION_RULES.codeLength}})`).exec(rows[0]?.content ?? '')?.[1] ?? '';
  };
  const accountRow = (phone: string) =>
    ctx.database.db.selectFrom('account').selectAll().where('phone', '=', phone).executeTakeFirst();
  const audit = async (query = '') => (await injectAs(ctx, staff, 'GET', `${AUDIT}?size=100${query}`)).json();

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await createAccount(ctx.database.db, { phone: '13900042008', isSales: true });
    await createAccount(ctx.database.db, { phone: '13900042002' });
    staff = await loginToken(ctx, '13900042008');
    dealer = await loginToken(ctx, '13900042002');
  });
  afterAll(() => ctx.close());

  it('refuses anyone but staff on the invitation and audit routes (403; a guest 401), and changes nothing', async () => {
    const invite = await injectAs(ctx, dealer, 'POST', INVITE, { phone: '13900042100' });
    expect(invite.statusCode).toBe(403);
    expect(invite.json()).toMatchObject({ reason: 'POLICY.staff', msg: POLICY_MESSAGES.staff });
    expect(await accountRow('13900042100')).toBeUndefined();
    expect((await injectAs(ctx, dealer, 'GET', INVITE)).statusCode).toBe(403);
    const log = await injectAs(ctx, dealer, 'GET', AUDIT);
    expect(log.statusCode).toBe(403);
    expect(log.json()).toMatchObject({ reason: 'POLICY.staff', msg: POLICY_MESSAGES.staff });
    expect((await injectAs(ctx, null, 'POST', INVITE, { phone: '13900042100' })).statusCode).toBe(401);
    expect((await injectAs(ctx, null, 'GET', AUDIT)).statusCode).toBe(401);
  });

  it('invites by SMS; the invitee sets a password with the code at first sign-in, once', async () => {
    const phone = '13900042101';
    const sent = await injectAs(ctx, staff, 'POST', INVITE, { phone, nickname: '李业务' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      msg: INVITATION_WORDS.sent,
      data: { phone, nickname: '李业务', status: 'invited', invitation: { status: 'pending', acceptedAt: null } },
    });
    const code = await codeOf(phone);
    expect(code).toMatch(/^\d{8}$/);
    expect((await accountRow(phone))?.password_hash).toBeNull();
    // no way in before the invitation is accepted
    const early = await ctx.app.inject({
      method: 'POST',
      url: `${API}/v1/account/passwordLogin`,
      payload: { account: phone, password: 'Anything@1' },
    });
    expect(early.json().reason).toBe('ACCOUNT.loginFailed');

    const wrong = await accept({ phone, code: code === '00000000' ? '00000001' : '00000000', password: 'Invi@2026' });
    expect(wrong.json()).toMatchObject({ reason: 'INVITATION.invalid' });
    const weak = await accept({ phone, code, password: 'abc' });
    expect(weak.statusCode).toBe(400);
    expect((await accountRow(phone))?.password_hash).toBeNull();

    const ok = await accept({ phone, code, password: 'Invi@2026' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().msg).toBe(INVITATION_WORDS.accepted);
    expect(String(ok.headers['set-cookie'])).toContain('token=');
    const me = await injectAs(ctx, ok.json().data.token, 'GET', `${API}/v1/account/getLoginSessionInfo`);
    expect(me.json().data).toMatchObject({ phone: '13900042101'.replace(/^(\d{3})\d{4}/, '$1****'), userType: 20 });
    expect(me.json().data.isHikSales).toBe(true);
    expect(await loginToken(ctx, phone, 'Invi@2026')).toBeTruthy();
    // the code worked once; the staff member is one now and cannot be invited again
    expect((await accept({ phone, code, password: 'Other@2026' })).json().reason).toBe('INVITATION.invalid');
    expect((await injectAs(ctx, staff, 'POST', INVITE, { phone })).json().reason).toBe('INVITATION.alreadyAccepted');
    // a phone with another kind of account is not taken over
    const taken = await injectAs(ctx, staff, 'POST', INVITE, { phone: '13900042002' });
    expect(taken.json().reason).toBe('INVITATION.phoneTaken');
    expect((await accountRow('13900042002'))?.is_sales).toBe(false);
  });

  it('sending again replaces the code; too many wrong codes burn the invitation', async () => {
    const phone = '13900042102';
    await injectAs(ctx, staff, 'POST', INVITE, { phone });
    const first = await codeOf(phone);
    await injectAs(ctx, staff, 'POST', INVITE, { phone });
    const second = await codeOf(phone);
    expect(second).not.toBe(first);
    if (first !== second)
      expect((await accept({ phone, code: first, password: 'Invi@2026' })).json().reason).toBe('INVITATION.invalid');
    const bad = second === '99999999' ? '99999998' : '99999999';
    for (let i = 1; i < INVITATION_RULES.maxAttempts; i++) await accept({ phone, code: bad, password: 'Invi@2026' });
    expect((await accept({ phone, code: second, password: 'Invi@2026' })).json().reason).toBe('INVITATION.invalid');
    expect((await accountRow(phone))?.status).toBe(2);

    const list = (await injectAs(ctx, staff, 'GET', INVITE)).json().data as { phone: string; status: string }[];
    expect(list.map((s) => [s.phone, s.status])).toEqual([
      ['13900042008', 'active'],
      ['13900042101', 'active'],
      ['13900042102', 'invited'],
    ]);
  });

  it('writes each action to the audit log with before and after, read by actor, action and day', async () => {
    const all = await audit();
    expect(all.code).toBe(0);
    const invited = all.data.filter((e: { action: string }) => e.action === 'invitation.create');
    expect(invited).toHaveLength(3); // 42101 once, 42102 twice; the refused invitations wrote nothing
    const first = invited.find((e: { after: { phone: string } }) => e.after.phone === '13900042101');
    expect(first).toMatchObject({
      actionLabel: '发送邀请',
      entityType: 'account',
      actor: { phone: '13900042008' },
      before: null,
      after: { phone: '13900042101', nickname: '李业务', role: 'staff', status: 'invited' },
    });
    const resent = invited.filter((e: { after: { phone: string } }) => e.after.phone === '13900042102');
    expect(resent.map((e: { before: unknown }) => e.before === null).sort()).toEqual([false, true]);

    const accepted = await audit('&action=invitation.accept');
    expect(accepted.count).toBe(1);
    expect(accepted.data[0]).toMatchObject({
      actor: { phone: '13900042101' },
      entityId: (await accountRow('13900042101'))?.account_no,
      before: { status: 'invited', hasPassword: false },
      after: { status: 'active', hasPassword: true, kind: 'staff' },
    });
    expect(JSON.stringify(all.data)).not.toMatch(/scrypt|Invi@2026/); // no password or hash in the log

    const byActor = await audit('&actor=13900042101');
    expect(byActor.data.map((e: { action: string }) => e.action)).toEqual(['invitation.accept']);
    expect((await audit('&actor=13900049999')).count).toBe(0);
    const day = (offset: number) =>
      new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    expect((await audit(`&from=${day(0)}&to=${day(0)}`)).count).toBe(all.count);
    expect((await audit(`&from=${day(1)}`)).count).toBe(0);
    expect((await audit(`&to=${day(-1)}`)).count).toBe(0);
    const page = (await injectAs(ctx, staff, 'GET', `${AUDIT}?size=1&page=2`)).json();
    expect(page.count).toBe(all.count);
    expect(page.data).toEqual([all.data[1]]);
    expect((await injectAs(ctx, staff, 'GET', `${AUDIT}?from=2026/1/1`)).statusCode).toBe(400);
  });
});
