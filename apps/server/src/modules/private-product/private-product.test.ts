import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';
import { checkXlsx } from './xlsx-guard.ts';

const P = '/api-cloud-merchant-service/v1/custom-spu';

function multipart(file: Buffer, filename = 'products.xlsx') {
  const boundary = '----portaltest' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function sheet(
  rows: unknown[][],
  header = ['产品名称', '产品分类', '单价(元)', '品牌', '产品描述'],
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('自定义产品');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe.each(testDrivers())('private products on %s', (driver) => {
  let ctx: TestContext;
  let tokenA: string;
  let tokenB: string;
  let tokenStaff: string;
  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    token: string | null = tokenA,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      payload: payload as never,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
  const login = async (phone: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api-cloud-merchant-service/v1/account/passwordLogin',
        payload: { account: phone, password: 'Test@2026' },
      })
    ).json().data.token as string;
  const upload = (url: string, file: Buffer, token = tokenA) => {
    const m = multipart(file);
    return call('POST', url, m.payload, token, m.headers);
  };
  const mine = async (token = tokenA) =>
    (
      await call(
        'GET',
        `/api-cloud-merchant-service/open/v1/goods/spu/page?type=1&customSpuSource=0&size=100&fields=skus`,
        undefined,
        token,
      )
    ).json();

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const m = await createMerchant(ctx.database.db, { enterpriseType: 1 });
    await createAccount(ctx.database.db, { phone: '13900008001', identities: [{ merchantNo: m }] });
    await createAccount(ctx.database.db, { phone: '13900008002' });
    // The merchant's employee: the private role (part 2 §6).
    await createAccount(ctx.database.db, { phone: '13900008003', identities: [{ merchantNo: m, employeeType: 1 }] });
    await createTestCatalogue(ctx.database.db);
    tokenA = await login('13900008001');
    tokenB = await login('13900008002');
    tokenStaff = await login('13900008003');
  });
  afterAll(() => ctx.close());

  it('offers the categories, the check and brands', async () => {
    const cats = (await call('GET', `${P}/categoryValueSelect?code=custom_good_category`)).json().data;
    expect(cats).toContainEqual({ id: 301, itemValue: '存储 > 监控硬盘' });
    expect((await call('GET', `${P}/check`)).json().data).toBe(true);
    expect((await call('GET', `${P}/check`, undefined, tokenB)).json().data).toBe(false);
    expect((await call('GET', `${P}/brands`)).json().data).toContain('海昱');
  });

  it('the private role sees the shop’s private products but may not manage them nor open their detail', async () => {
    const created = await call('POST', `${P}/add`, {
      spuName: '员工可见的立杆',
      categoryValueSelect: 301,
      price: 5000,
      brandName: '本地加工',
      spuDesc: '',
      mainPics: [],
    });
    const no = created.json().data.spuNo as string;
    expect((await call('GET', `${P}/check`, undefined, tokenStaff)).json().data).toBe(false);
    // In the tenant's private range.
    expect((await mine(tokenStaff)).data.map((s: { spuNo: string }) => s.spuNo)).toContain(no);
    const refused: [string, string, unknown][] = [
      ['POST', `${P}/add`, { spuName: '员工新建', categoryValueSelect: 301, price: 100, brandName: 'x', mainPics: [] }],
      [
        'POST',
        `${P}/edit`,
        { spuNo: no, spuName: '员工改名', categoryValueSelect: 301, price: 100, brandName: 'x', mainPics: [] },
      ],
      ['POST', `${P}/delete`, { spuNo: no }],
      ['GET', `${P}/export`, undefined],
      ['GET', `${P}/detail?spuNo=${no}`, undefined],
    ];
    for (const [method, url, body] of refused) {
      const res = await call(method as 'GET' | 'POST', url, body, tokenStaff);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().msg).toBe('当前账号无权管理自定义产品');
    }
    const imp = await upload(`${P}/import`, await sheet([['员工导入', '存储 > 监控硬盘', 10, 'x', '']]), tokenStaff);
    expect(imp.statusCode).toBe(403);
    // Nothing changed.
    expect((await call('GET', `${P}/detail?spuNo=${no}`)).json().data.spuName).toBe('员工可见的立杆');
    expect((await mine(tokenStaff)).data.some((s: { spuName: string }) => s.spuName.startsWith('员工'))).toBe(true);
    expect((await mine(tokenStaff)).data.some((s: { spuName: string }) => s.spuName === '员工导入')).toBe(false);
    // A person without a shop may not create one.
    const person = await call(
      'POST',
      `${P}/add`,
      { spuName: 'x', categoryValueSelect: 301, price: 1, brandName: 'x', mainPics: [] },
      tokenB,
    );
    expect(person.statusCode).toBe(403);
    await call('POST', `${P}/delete`, { spuNo: no });
  });

  let spuNo: string;

  it('adds, shows, edits with every form rule', async () => {
    const body = {
      spuName: ' 6米 立杆 ',
      categoryValueSelect: 301,
      price: 138000,
      brandName: ' 本地 加工 ',
      spuDesc: '镀锌钢管',
      mainPics: [],
    };
    const res = await call('POST', `${P}/add`, body);
    expect(res.json()).toMatchObject({ code: 0, msg: '添加成功！' });
    spuNo = res.json().data.spuNo;
    expect((await call('GET', `${P}/detail?spuNo=${spuNo}`)).json().data).toMatchObject({
      spuName: '6米立杆',
      brandName: '本地加工',
      price: 138000,
      categoryName: '存储 > 监控硬盘',
      source: 0,
    });
    for (const [over, msg] of [
      [{ spuName: '  ' }, '请输入产品名称'],
      [{ price: 0 }, '请输入大于0的数值'],
      [{ brandName: 'x'.repeat(16) }, '品牌名称不能超过15个字符'],
      [{ spuDesc: 'x'.repeat(201) }, '产品描述不能超过200个字符'],
      [{ categoryValueSelect: undefined }, '请选择产品分类'],
      [{ mainPics: ['https://evil.example/x.png'] }, '图片地址不正确'],
    ] as const) {
      const r = await call('POST', `${P}/add`, { ...body, ...over });
      expect(r.statusCode).toBe(400);
      expect(r.json().msg).toBe(msg);
    }
    const edit = await call('POST', `${P}/edit`, { ...body, spuNo, price: 150000 });
    expect(edit.json().msg).toBe('编辑成功！');
    expect((await mine()).data[0]).toMatchObject({ spuNo, skus: [expect.objectContaining({ price: 150000 })] });
  });

  it('another account cannot see, edit or delete it', async () => {
    expect((await call('GET', `${P}/detail?spuNo=${spuNo}`, undefined, tokenB)).statusCode).toBe(404);
    expect(
      (
        await call(
          'POST',
          `${P}/edit`,
          { spuNo, spuName: 'x', categoryValueSelect: 301, price: 1, brandName: 'b' },
          tokenB,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('POST', `${P}/delete`, { spuNo }, tokenB)).statusCode).toBe(404);
    expect((await mine(tokenB)).count).toBe(0);
    expect((await call('POST', `${P}/delete`, {})).json().msg).toBe('请先选择要删除的自定义产品');
  });

  it('imports good rows, reports bad rows with their reason', async () => {
    const rows: unknown[][] = Array.from({ length: 20 }, (_, i) => [
      `导入产品${i + 1}`,
      i % 2 ? '存储 > 监控硬盘' : '磁盘阵列',
      10 + i + 0.5,
      '本地加工',
      '说明',
    ]);
    rows.splice(3, 0, ['', '监控硬盘', 10, '本地加工', '']);
    rows.splice(9, 0, ['坏价格', '监控硬盘', -5, '本地加工', '']);
    const res = await upload(`${P}/import`, await sheet(rows));
    expect(res.json()).toEqual({
      code: 0,
      msg: '成功',
      data: {
        imported: 20,
        rejected: [
          { row: 5, reason: '请输入产品名称' },
          { row: 11, reason: '请输入大于0的数值' },
        ],
      },
    });
    expect((await mine()).count).toBe(21);
  });

  it('a malformed, foreign, oversized or bomb-like file imports nothing', async () => {
    const before = (await mine()).count;
    expect((await upload(`${P}/import`, Buffer.from('not a spreadsheet'))).json().msg).toBe(
      '请上传 .xlsx 格式的 Excel 文件',
    );
    expect(
      (await upload(`${P}/import`, await sheet([['a', '监控硬盘', 1, 'b', '']], ['名称', '分类']))).json().msg,
    ).toBe('表头与模板不一致，请下载模板后填写');
    const big = await upload(`${P}/import`, Buffer.alloc(6 * 1024 * 1024, 1));
    expect(big.json().msg).toBe('文件不能超过 5MB');
    const zip = new JSZip();
    zip.file('xl/worksheets/sheet1.xml', '0'.repeat(80 * 1024 * 1024));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(checkXlsx(bomb, { maxBytes: 5e6, maxEntries: 100, maxUnpackedBytes: 6e7 })).toEqual({
      ok: false,
      reason: 'tooComplex',
    });
    expect((await upload(`${P}/import`, bomb)).json().msg).toBe('文件内容过多或已损坏，请使用下载的模板');
    expect((await mine()).count).toBe(before);
  });

  it('exports every private product with formula-like cells escaped; the template downloads', async () => {
    await call('POST', `${P}/add`, {
      spuName: '=1+1',
      categoryValueSelect: 301,
      price: 100,
      brandName: '@品牌',
      spuDesc: '-说明',
    });
    const res = await call('GET', `${P}/export`);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const ws = wb.worksheets[0]!;
    expect(ws.actualRowCount).toBe(1 + 22);
    expect(ws.getRow(2).values).toEqual([undefined, "'=1+1", '存储 > 监控硬盘', 1, "'@品牌", "'-说明"]);
    // Re-importing the export restores the text.
    const again = await upload(`${P}/import`, res.rawPayload);
    expect(again.json().data).toMatchObject({ imported: 22, rejected: [] });
    const names = (await mine()).data.map((s: { spuName: string }) => s.spuName);
    expect(names.filter((n: string) => n === '=1+1')).toHaveLength(2);
    const tpl = await call('GET', `${P}/template`);
    expect(tpl.statusCode).toBe(200);
  });

  it('deletes one or many', async () => {
    const list = (await mine()).data.map((s: { spuNo: string }) => s.spuNo);
    expect((await call('POST', `${P}/delete`, { spuNos: list.slice(0, 3) })).json()).toMatchObject({
      code: 0,
      msg: '删除成功',
      data: { count: 3 },
    });
    expect((await call('POST', `${P}/delete`, { spuNo: list[3] })).json().data.count).toBe(1);
    expect((await mine()).count).toBe(list.length - 4);
  });
});
