/** The desk's xlsx import of older devices on PGlite and PostgreSQL: all rows or none, the desk only. */
import ExcelJS from 'exceljs';
import { SERVICE_ORDER_API as S } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

describe.each(testDrivers())('device import on %s', (driver) => {
  let ctx: TestContext;
  let deskToken = '';
  let seq = 0;
  const call = (token: string, method: 'GET' | 'POST', url: string) =>
    ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
  const data = async (p: ReturnType<typeof call>) => (await p).json().data;
  async function person(opts: { isSales?: boolean } = {}) {
    const phone = `1395${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(4, '0')}`;
    await createAccount(ctx.database.db, { phone, ...opts });
    return { token: await loginToken(ctx, phone) };
  }
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    deskToken = (await person({ isSales: true })).token;
  });
  afterAll(() => ctx.close());

  it('the desk imports older devices from xlsx; one wrong row imports nothing', async () => {
    const sheet = async (rows: (string | number)[][]) => {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('设备');
      ws.addRow(['序列号', '型号', '保修月数', '发货日期']);
      for (const r of rows) ws.addRow(r);
      return Buffer.from(await wb.xlsx.writeBuffer());
    };
    const upload = (token: string, data: Buffer) => {
      const boundary = '----imp' + Math.random().toString(16).slice(2);
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="d.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return ctx.app.inject({
        method: 'POST',
        url: S.deskImport,
        payload,
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    const good = ['NVR2015000001', '老款录像机', 12, '2015-03-01'];
    const bad = await upload(deskToken, await sheet([good, ['XX1', '坏', 12, '2015-03-01']]));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('第 3 行：序列号格式不正确');
    expect(
      await ctx.database.db
        .selectFrom('service_device')
        .select('serial')
        .where('serial', '=', 'NVR2015000001')
        .execute(),
    ).toHaveLength(0);
    const u = await person();
    expect((await upload(u.token, await sheet([good]))).statusCode).toBe(403);
    const ok = await upload(deskToken, await sheet([good, ['IPC2015000002', '老款摄像机', 24, '2015-04-01']]));
    expect(ok.json()).toMatchObject({ code: 0, data: { imported: 2 } });
    const check = await data(call(u.token, 'GET', `${S.serialCheck}?serial=NVR2015000001`));
    expect(check).toMatchObject({ model: '老款录像机', underWarranty: false });
    expect((await upload(deskToken, Buffer.from('not a spreadsheet'))).statusCode).toBe(400);
  });
});
