import { ENTERPRISE_MESSAGES, MESSAGE_API } from '@portal/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { describeOnPostgres, testDrivers } from '../../../test/support/test-db.ts';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { dealerBulk } from '../account/index.ts';
import { fileLinksFor } from '../../files/index.ts';

const API = '/api-cloud-merchant-service';
const E = `${API}/v1/enterprise`;
/** A real 1 × 1 picture (uploads are decoded: a broken body is refused). */
const PNG = await sharp({ create: { width: 1, height: 1, channels: 4, background: '#fff0' } })
  .png()
  .toBuffer();

function multipart(name: string, filename: string, type: string, data: Buffer) {
  const boundary = '----portaltest';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let signedLicence = '';
const form = (over: object = {}) => ({
  companyName: '杭州新视安防科技有限公司',
  creditCode: '91330106MA2K000011',
  enterpriseType: 2,
  // The applicant's own licence: its signed link, as the upload answered it (files/links.ts).
  licenceUrl: signedLicence,
  contactName: '张三',
  contactPhone: '13700001111',
  provinceCode: '330000',
  cityCode: '330100',
  areaCode: '330106',
  address: '文三路 1 号',
  ...over,
});

async function tokens(ctx: TestContext, phones: string[]) {
  const out: Record<string, string> = {};
  for (const p of phones) {
    out[p] = (
      await ctx.app.inject({
        method: 'POST',
        url: `${API}/v1/account/passwordLogin`,
        payload: { account: p, password: 'Test@2026' },
      })
    ).json().data.token;
  }
  return out;
}

describe.each(testDrivers())('enterprise certification and its review on %s', (driver) => {
  let ctx: TestContext;
  let t: Record<string, string>;
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    signedLicence = fileLinksFor(ctx.config).sign('/files/uploads/licence/x.png');
    for (const p of ['13950000001', '13950000002', '13950000003']) await createAccount(ctx.database.db, { phone: p });
    await createAccount(ctx.database.db, { phone: '13950000008', isSales: true });
    t = await tokens(ctx, ['13950000001', '13950000002', '13950000003', '13950000008']);
  });
  afterAll(() => ctx.close());

  it('uploads a licence picture up to 10 MB; refuses other types and bigger files', async () => {
    const okRes = await ctx.app.inject({
      method: 'POST',
      url: `${E}/upload`,
      headers: { authorization: `Bearer ${t['13950000001']}`, ...multipart('file', 'l.png', 'image/png', PNG).headers },
      payload: multipart('file', 'l.png', 'image/png', PNG).payload,
    });
    expect(okRes.json().code).toBe(0);
    const url = okRes.json().data.url as string;
    // A private file: its signed link opens it; the bare address does not.
    expect(url).toMatch(/^\/files\/uploads\/licence\/[0-9a-f]{32}\.png\?e=\d+&s=[\w-]+$/);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: url.split('?')[0]! })).statusCode).toBe(403);
    const html = multipart('file', 'x.png', 'image/png', Buffer.from('<script>alert(1)</script>'));
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `${E}/upload`,
      headers: { authorization: `Bearer ${t['13950000001']}`, ...html.headers },
      payload: html.payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('仅支持 JPG、PNG 格式的图片或 PDF 文件');
    const big = multipart('file', 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]));
    const tooBig = await ctx.app.inject({
      method: 'POST',
      url: `${E}/upload`,
      headers: { authorization: `Bearer ${t['13950000001']}`, ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().msg).toBe('认证资料文件大小不能超过10MB');
    const anon = await ctx.app.inject({
      method: 'POST',
      url: `${E}/upload`,
      ...multipart('file', 'l.png', 'image/png', PNG),
    });
    expect(anon.statusCode).toBe(401);
  });

  it('checks the form with the same messages', async () => {
    expect((await call(t['13950000001']!, 'POST', E, form({ creditCode: '123' }))).json().msg).toBe(
      '请输入18位统一社会信用代码',
    );
    expect((await call(t['13950000001']!, 'POST', E, form({ contactPhone: '123' }))).json().msg).toBe(
      '请输入正确的企业联系电话',
    );
    expect((await call(t['13950000001']!, 'POST', E, form({ cityCode: '440300' }))).json().msg).toBe('请选择所在区域');
  });

  it('person → application → rejected → resubmitted → approved by sales → second-level dealer', async () => {
    const me = t['13950000001']!;
    const created = (await call(me, 'POST', E, form())).json();
    expect(created).toMatchObject({
      code: 0,
      msg: '提交成功，请等待审核',
      data: { auditStatus: 0, areaName: '西湖区' },
    });
    const no = created.data.enterpriseNo as string;
    expect((await call(me, 'POST', E, form())).json().msg).toBe('您已提交企业认证，请勿重复提交');
    expect((await call(me, 'GET', `${E}/verification`)).json().data).toEqual({ auditStatus: 0, rejectReason: null });
    // only sales review
    expect((await call(me, 'GET', `${E}/audit/list`)).statusCode).toBe(403);
    expect((await call(me, 'POST', `${E}/audit`, { enterpriseNo: no, approve: true })).statusCode).toBe(403);
    const sales = t['13950000008']!;
    const list = (await call(sales, 'GET', `${E}/audit/list?status=0`)).json().data;
    expect(list.map((c: { enterpriseNo: string }) => c.enterpriseNo)).toContain(no);
    expect(list[0].applicantPhone).toBe('139****0001');
    // a page at a time with the count; the keyword finds it by company name or credit code, and nothing else
    const page = (await call(sales, 'GET', `${E}/audit/list?status=0&page=1&size=1`)).json();
    expect(page).toMatchObject({ count: list.length, data: [expect.objectContaining({ enterpriseNo: list[0].enterpriseNo })] }); // prettier-ignore
    const named = list.find((c: { enterpriseNo: string }) => c.enterpriseNo === no);
    for (const keyword of [named.companyName.slice(2, 6), named.creditCode.slice(0, 8)]) {
      const found = (await call(sales, 'GET', `${E}/audit/list?keyword=${encodeURIComponent(keyword)}`)).json();
      expect(found.data.map((c: { enterpriseNo: string }) => c.enterpriseNo)).toContain(no);
    }
    expect((await call(sales, 'GET', `${E}/audit/list?keyword=${encodeURIComponent('不存在的企业名')}`)).json()).toMatchObject({ count: 0, data: [] }); // prettier-ignore
    expect((await call(sales, 'POST', `${E}/audit`, { enterpriseNo: no, approve: false })).json().msg).toBe(
      '请输入驳回原因',
    );
    const rejected = (
      await call(sales, 'POST', `${E}/audit`, { enterpriseNo: no, approve: false, reason: '营业执照不清晰' })
    ).json();
    expect(rejected.data).toMatchObject({ auditStatus: 2, rejectReason: '营业执照不清晰' });
    expect((await call(sales, 'POST', `${E}/audit`, { enterpriseNo: no, approve: true })).json().msg).toBe(
      '该认证资料已审核，请刷新后查看',
    );
    const again = (
      await call(me, 'POST', E, form({ enterpriseNo: no, companyName: '杭州新视智能科技有限公司' }))
    ).json();
    expect(again.data).toMatchObject({ auditStatus: 0, rejectReason: null, companyName: '杭州新视智能科技有限公司' });
    const approved = (await call(sales, 'POST', `${E}/audit`, { enterpriseNo: no, approve: true })).json();
    expect(approved).toMatchObject({ msg: '审核通过', data: { auditStatus: 1 } });
    // both decisions are in the audit log, the reviewer named, the status before and after (the refused 403s wrote none)
    const log = (await call(sales, 'GET', `${API}/v1/audit/page?action=enterprise.review`)).json();
    expect(
      log.data.map((e: { entityId: string; before: unknown; after: unknown }) => [e.entityId, e.before, e.after]),
    ).toEqual([
      [no, { status: 0, companyName: '杭州新视智能科技有限公司' }, { status: 1, approve: true, rejectReason: null }],
      [no, expect.objectContaining({ status: 0 }), { status: 2, approve: false, rejectReason: '营业执照不清晰' }],
    ]);
    // the applicant heard both decisions, in its message centre (written with each decision)
    const inbox = (await call(me, 'GET', `${MESSAGE_API.page}?category=notice`)).json();
    expect(inbox.data.map((m: { kind: string; body: string }) => [m.kind, m.body])).toEqual([
      ['certApproved', '您提交的企业认证（杭州新视智能科技有限公司）已审核通过，重新进入页面即可使用企业身份。'],
      ['certRefused', expect.stringContaining('未通过审核：营业执照不清晰')],
    ]);
    const session = (await call(me, 'GET', `${API}/v1/account/getLoginSessionInfo`)).json().data;
    expect(session).toMatchObject({
      userType: 2,
      authStatus: 1,
      companyName: '杭州新视智能科技有限公司',
      merchantNo: approved.data.merchantNo,
    });
    expect((await call(me, 'POST', E, form({ enterpriseNo: no }))).json().msg).toBe('当前认证状态不可修改');
    // the credit code is now taken
    expect((await call(t['13950000002']!, 'POST', E, form())).json().msg).toBe('该统一社会信用代码已被认证');
    // the provider makes it gold later: its certificate names the type it is now, not the one it applied as (58 §6)
    expect((await call(me, 'GET', `${E}/detail`)).json().data.enterpriseType).toBe(2);
    await ctx.database.db
      .updateTable('merchant')
      .set({ enterprise_type: 5 })
      .where('merchant_no', '=', approved.data.merchantNo)
      .execute();
    expect((await call(me, 'GET', `${E}/detail`)).json().data.enterpriseType).toBe(5);
  });

  it("another account cannot read or change this account's application", async () => {
    const mine = (await call(t['13950000002']!, 'POST', E, form({ creditCode: '91330106MA2K000022' }))).json().data;
    const theirs = await call(
      t['13950000003']!,
      'POST',
      E,
      form({ enterpriseNo: mine.enterpriseNo, creditCode: '91330106MA2K000033' }),
    );
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().msg).toBe('该认证资料不属于当前账号');
    expect((await call(t['13950000003']!, 'GET', `${E}/detail`)).json().data).toBeNull();
    expect((await call(t['13950000002']!, 'GET', `${E}/detail`)).json().data.creditCode).toBe('91330106MA2K000022');
  });

  it('a dealer certified without the form (seeded, imported) is certified: detail and verification say so', async () => {
    const db = ctx.database.db;
    // As the demo seed writes one: a certified merchant row, its owner acting for it.
    const seeded = await createMerchant(db, { enterpriseType: 1, companyName: '杭州安创视界科技有限公司' });
    await createAccount(db, { phone: '13950000011', identities: [{ merchantNo: seeded }] });
    // As the dealer import writes one: by credit code, its owner made a member.
    const [imported] = await dealerBulk.upsertDealers(
      db,
      [
        {
          creditCode: '91330106MA2K000077',
          name: '杭州导入安防有限公司',
          provinceCode: '330000',
          provinceName: '浙江省',
          cityCode: '330100',
          cityName: '杭州市',
          areaCode: '330106',
          areaName: '西湖区',
          streetCode: null,
          streetName: null,
          address: '文一路 8 号',
          longitude: null,
          latitude: null,
          contactName: '王五',
          contactPhone: '13950000012',
          status: 1,
          enterpriseType: 1,
        },
      ],
      1,
    );
    await dealerBulk.makeOwner(db, await createAccount(db, { phone: '13950000012' }), imported!.merchantNo);
    // An employee acts for a certified merchant but is not certified itself (the session's user type agrees).
    await createAccount(db, { phone: '13950000013', identities: [{ merchantNo: seeded, employeeType: 1 }] });
    const tk = await tokens(ctx, ['13950000011', '13950000012', '13950000013']);

    const own = (await call(tk['13950000011']!, 'GET', `${E}/detail`)).json().data;
    expect(own).toMatchObject({
      auditStatus: 1,
      companyName: '杭州安创视界科技有限公司',
      merchantNo: seeded,
      licenceUrl: '',
    });
    expect((await call(tk['13950000011']!, 'GET', `${E}/verification`)).json().data).toEqual({
      auditStatus: 1,
      rejectReason: null,
    });
    const imp = (await call(tk['13950000012']!, 'GET', `${E}/detail`)).json().data;
    expect(imp).toMatchObject({
      auditStatus: 1,
      companyName: '杭州导入安防有限公司',
      creditCode: '91330106MA2K000077',
      areaName: '西湖区',
      merchantNo: imported!.merchantNo,
    });
    expect((await call(tk['13950000013']!, 'GET', `${E}/detail`)).json().data).toBeNull();
    // The session agrees: the owners are first-level dealers (certified), the employee is staff.
    const me = async (tok: string) =>
      (await call(tok, 'GET', `${API}/v1/account/getLoginSessionInfo`)).json().data.userType as number;
    expect(await me(tk['13950000011']!)).toBe(1);
    expect(await me(tk['13950000012']!)).toBe(1);
    expect(await me(tk['13950000013']!)).toBe(11);
    // Certified already: the form refuses a second application.
    const again = await call(tk['13950000011']!, 'POST', E, form({ creditCode: '91330106MA2K000099' }));
    expect(again.json().msg).toBe(ENTERPRISE_MESSAGES.alreadySubmitted);
  });
});

describeOnPostgres('enterprise review under concurrency on %s', (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    signedLicence = fileLinksFor(ctx.config).sign('/files/uploads/licence/x.png');
  });
  afterAll(() => ctx.close());

  it('two reviewers approving at once create one merchant', async () => {
    await createAccount(ctx.database.db, { phone: '13960000001' });
    await createAccount(ctx.database.db, { phone: '13960000008', isSales: true });
    await createAccount(ctx.database.db, { phone: '13960000009', isSales: true });
    const t = await tokens(ctx, ['13960000001', '13960000008', '13960000009']);
    const no = (
      await ctx.app.inject({
        method: 'POST',
        url: E,
        headers: { authorization: `Bearer ${t['13960000001']}` },
        payload: form(),
      })
    ).json().data.enterpriseNo;
    const results = await Promise.all(
      ['13960000008', '13960000009', '13960000008', '13960000009'].map((p) =>
        ctx.app.inject({
          method: 'POST',
          url: `${E}/audit`,
          headers: { authorization: `Bearer ${t[p]}` },
          payload: { enterpriseNo: no, approve: true },
        }),
      ),
    );
    expect(results.filter((r) => r.json().code === 0)).toHaveLength(1);
    const merchants = await ctx.database.db
      .selectFrom('merchant')
      .select('merchant_no')
      .where('enterprise_no', '=', no)
      .execute();
    expect(merchants).toHaveLength(1);
  });
});
