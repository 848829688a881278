/** A sheet row's cells as the checks read them, and duplicates of a key within a sheet. */
import {
  IMPORT_PROBLEMS,
  IMPORT_SHEETS,
  parseTaxRate,
  taxClassCodeRefusal,
  taxClassPairRefusal,
  type FieldResult,
  type TaxClass,
} from '@portal/domain';
import type { Problems } from './problems.ts';
import type { DataRow } from './workbook.ts';

const S = IMPORT_SHEETS;
export const headerOf = (sheet: keyof typeof S, key: string): string =>
  S[sheet].columns.find((c) => c.key === key)!.header;

/** A cell checker of one sheet: `need` a required text, `field` a field rule; problems go to the row's cell. */
export function cellsOf(problems: Problems, sheet: keyof typeof S, r: DataRow) {
  const say = (key: string, reason: string) => problems.add(S[sheet].name, r.row, headerOf(sheet, key), reason);
  return {
    say,
    text(key: string, max: number, required: boolean): string | null {
      const v = r.cells[key] ?? '';
      if (!v) {
        if (required) say(key, IMPORT_PROBLEMS.required);
        return required ? null : '';
      }
      if (v.length > max) {
        say(key, IMPORT_PROBLEMS.tooLong(max));
        return null;
      }
      return v;
    },
    field<T>(key: string, parse: (raw: string) => FieldResult<T>): { ok: true; value: T } | { ok: false } {
      const res = parse(r.cells[key] ?? '');
      if (!res.ok) say(key, res.msg);
      return res.ok ? res : { ok: false };
    },
    /**
     * The 税收分类编码 and 税率 cells (issue 59 §3): both blank is null (what is kept stays as it is, a new one
     * inherits), both filled a class; half a pair, a code not of 19 digits or a rate not offered is the cell's problem.
     */
    taxClass(): { ok: true; value: TaxClass | null } | { ok: false } {
      const code = (r.cells.taxCode ?? '').trim() || null;
      const rate = parseTaxRate(r.cells.taxRate ?? '');
      if (!rate.ok) say('taxRate', rate.refusal.msg);
      const codeNo = code === null ? null : taxClassCodeRefusal(code);
      if (codeNo) say('taxCode', codeNo.msg);
      if (!rate.ok || codeNo) return { ok: false };
      const pairNo = taxClassPairRefusal(code, rate.value);
      if (pairNo) say(code === null ? 'taxCode' : 'taxRate', pairNo.msg);
      if (pairNo) return { ok: false };
      return { ok: true, value: code === null || rate.value === null ? null : { code, rate: rate.value } };
    },
  };
}

/** Duplicates of a key within a sheet: the first row keeps it, each later one is a problem. */
export function firstSeen() {
  const seen = new Map<string, number>();
  return (key: string, row: number): number | null => {
    const first = seen.get(key);
    if (first !== undefined) return first;
    seen.set(key, row);
    return null;
  };
}
