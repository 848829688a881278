/**
 * A family's brochures kept by staff (issue 42 part 3): a PDF uploaded, saved under a title (one title per family:
 * 409), renamed, removed; buyers see it on the product page at once; anything but a PDF refused; every write audited;
 * anyone but staff refused.
 */
import {
  CATALOGUE_ADMIN_API,
  CATALOGUE_ADMIN_MESSAGES as M,
  POLICY_MESSAGES,
  reasonOf,
  type AdminSpuDetail,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { R, callRoute, freshCatalogueIds, staffCall, staffMember } from '../../../test/support/catalogue-admin.ts';
import { textPdf } from '../../../test/support/pdf.ts';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

describe.each(testDrivers())("a family's brochures kept by staff on %s", (driver) => {
  let ctx: TestContext;
  let staff: { accountId: number; token: string };
  let person: string;
  let spuId = 0;
  let spuNo = '';
  const upload = (token: string, data: Buffer) => {
    const boundary = '----brochure-test';
    return ctx.app.inject({
      method: 'POST',
      url: CATALOGUE_ADMIN_API.uploadBrochure,
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };
  const detail = () => staffCall<AdminSpuDetail>(ctx, staff.token, R.manageSpuDetail, { id: spuId });
  const buyerAttachments = async () =>
    (await injectAs(ctx, null, 'GET', `/api-cloud-merchant-service/open/v1/goods/spu/detail/${spuNo}`)).json().data
      .attachments as { fileType: number; fileTitle: string; fileUrl: string }[];

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await freshCatalogueIds(ctx.database.db);
    staff = await staffMember(ctx);
    await createAccount(ctx.database.db, { phone: '13800138998' });
    person = await loginToken(ctx, '13800138998');
    const first = await staffCall(ctx, staff.token, R.manageSaveCategory, { parentId: null, name: '门禁' });
    const second = await staffCall(ctx, staff.token, R.manageSaveCategory, { parentId: first.id, name: '门禁一体机' });
    const spu = await staffCall(ctx, staff.token, R.manageSaveSpu, {
      spuName: '人脸识别门禁一体机',
      brandName: '海昱',
      secondCategoryId: second.id,
      saleType: '经销',
    });
    spuId = Number(spu.id);
    spuNo = String(spu.spuNo);
  });
  afterAll(() => ctx.close());

  it('refuses anyone but staff: the upload and both writes', async () => {
    expect((await upload(person, await textPdf('x'))).statusCode).toBe(403);
    for (const r of [R.manageSaveBrochure, R.manageDeleteBrochure]) {
      const res = await callRoute(ctx, person, r, { id: 1, spuId, title: 'x', fileUrl: '/a.pdf' });
      expect(res.statusCode, r.id).toBe(403);
      expect(res.json()).toMatchObject({ reason: reasonOf(POLICY_MESSAGES, 'staff') });
    }
  });

  it('uploads a PDF and saves it under a title; the buyers see it; one title per family; renamed; removed', async () => {
    const bad = await upload(staff.token, Buffer.from('%PNG not a pdf'));
    expect([bad.statusCode, bad.json().reason]).toEqual([400, reasonOf(M, 'brochureRule')]);
    const up = await upload(staff.token, await textPdf('门禁一体机彩页'));
    expect(up.statusCode, up.body).toBe(200);
    const url = up.json().data.url as string;
    expect(url).toMatch(/\.pdf$/);
    expect((await ctx.app.inject({ method: 'GET', url })).rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { id } = await staffCall<{ id: number }>(ctx, staff.token, R.manageSaveBrochure, {
      spuId,
      title: '彩页',
      fileUrl: url,
    });
    expect((await detail()).brochures).toEqual([{ id, title: '彩页', fileUrl: url, sort: 0 }]);
    expect(await buyerAttachments()).toEqual([{ fileType: 7, fileTitle: '彩页', fileUrl: url }]);

    const twice = await callRoute(ctx, staff.token, R.manageSaveBrochure, { spuId, title: '彩页', fileUrl: url });
    expect([twice.statusCode, twice.json().reason, twice.json().msg]).toEqual([
      409,
      reasonOf(M, 'brochureTitleTaken'),
      M.brochureTitleTaken,
    ]);
    const outside = await callRoute(ctx, staff.token, R.manageSaveBrochure, {
      spuId,
      title: '外链',
      fileUrl: 'https://example.com/a.pdf',
    });
    expect([outside.statusCode, outside.json().msg]).toEqual([400, M.badBrochure]);

    await staffCall(ctx, staff.token, R.manageSaveBrochure, { id, spuId, title: '安装手册', fileUrl: url, sort: 2 });
    expect((await buyerAttachments()).map((a) => a.fileTitle)).toEqual(['安装手册']);
    await staffCall(ctx, staff.token, R.manageDeleteBrochure, { id });
    expect(await buyerAttachments()).toEqual([]);
    const gone = await callRoute(ctx, staff.token, R.manageDeleteBrochure, { id });
    expect([gone.statusCode, gone.json().reason]).toEqual([404, reasonOf(M, 'brochureNotFound')]);

    const logged = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'catalogue.brochure.%')
      .orderBy('id')
      .execute();
    expect(logged.map((l) => l.action)).toEqual([
      'catalogue.brochure.save',
      'catalogue.brochure.save',
      'catalogue.brochure.delete',
    ]);
  });
});
