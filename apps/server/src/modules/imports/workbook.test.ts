import { IMPORT_PROBLEMS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { workbook } from '../../../test/support/imports.ts';
import { Problems } from './problems.ts';
import { readWorkbook } from './workbook.ts';

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
});
