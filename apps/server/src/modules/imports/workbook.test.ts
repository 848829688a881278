import { IMPORT_PROBLEMS, IMPORT_SHEETS } from '@portal/domain';
import { PassThrough } from 'node:stream';
import ExcelJS from '../../exceljs.ts';
import { describe, expect, it } from 'vitest';
import { workbook } from '../../../test/support/imports.ts';
import { Problems } from './problems.ts';
import { readWorkbook } from './workbook.ts';

/** Long Chinese text of varying length: its UTF-8 bytes (3 a character) fall across the reader's chunks. */
const cjk = (i: number) => '海康威视星光级红外网络摄像机'.repeat(40 + (i % 13)) + `第${i}号`;

/** A workbook written by exceljs's streaming writer (inline strings, or shared strings). */
async function streamed(useSharedStrings: boolean, rows: number): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (b: Buffer) => parts.push(b));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings });
  const ws = wb.addWorksheet(IMPORT_SHEETS.models.name);
  ws.addRow(IMPORT_SHEETS.models.columns.map((c) => c.header)).commit();
  for (let i = 0; i < rows; i++) ws.addRow([`A-${i}`, `HY-${i}`, cjk(i), 'S', '产品']).commit();
  ws.commit();
  await wb.commit();
  return Buffer.concat(parts);
}

describe('reading a workbook', () => {
  it('reads a sound workbook every time (exceljs’s streaming reader now and then loses its workbook part)', async () => {
    const buf = await workbook({
      型号: [['A-1', 'HY-1', '型号', 'SPU', '产品', '视频监控', '网络摄像机', null, null, null, { formula: '1+1' }]],
      型号属性: [['A-1', '分辨率', "'=400万"]],
      价格: [['A-1', '零售价', 1, null]],
    });
    for (let i = 0; i < 100; i++) {
      const problems = new Problems();
      const sheets = await readWorkbook(buf, 'catalogue', problems);
      expect(Object.keys(sheets).sort()).toEqual(['attributes', 'models', 'prices']);
      expect(sheets.models![0]).toMatchObject({ row: 2, cells: { skuNo: 'A-1', price: '' } });
      expect(sheets.attributes![0]!.cells.value).toBe('=400万');
      expect(problems.list).toEqual([
        { sheet: '型号', row: 2, column: '零售价（元）', reason: IMPORT_PROBLEMS.formula },
      ]);
    }
  });

  // exceljs decodes each chunk of a sheet on its own: a character split between two chunks came out as U+FFFD.
  it.each([false, true])(
    'reads long Chinese text across chunk boundaries exactly (shared strings: %s)',
    async (shared) => {
      const buf = await streamed(shared, 300);
      const sheets = await readWorkbook(buf, 'catalogue', new Problems());
      const names = sheets.models!.map((r) => r.cells.skuName);
      expect(names).toHaveLength(300);
      names.forEach((n, i) => expect(n).toBe(cjk(i)));
    },
  );

  // A streamed workbook has its workbook part after the sheets: when exceljs loses it, the sheets come out as
  // Sheet1, Sheet2 …; the file is read again rather than refused as the wrong template.
  it('reads a streamed workbook’s sheets by their names every time', async () => {
    const buf = await streamed(false, 3);
    for (let i = 0; i < 60; i++) {
      const sheets = await readWorkbook(buf, 'catalogue', new Problems());
      expect(sheets.models).toHaveLength(3);
    }
  });
});
