/** The problems of one check, by sheet, row and column: all counted, the first IMPORT_LIMITS.maxProblemsListed kept. */
import { IMPORT_LIMITS, type ImportProblem } from '@portal/domain';

export class Problems {
  readonly list: ImportProblem[] = [];
  count = 0;

  add(sheet: string, row: number, column: string, reason: string): void {
    this.count++;
    if (this.list.length < IMPORT_LIMITS.maxProblemsListed)
      this.list.push({ sheet, row, column: column.replace(/\*$/, ''), reason });
  }

  /** Takes over another check's problems. */
  merge(other: Problems): void {
    this.count += other.count;
    for (const p of other.list) if (this.list.length < IMPORT_LIMITS.maxProblemsListed) this.list.push(p);
  }

  /** In sheet, row and column order (the report reads top to bottom). */
  sorted(sheetOrder: readonly string[]): ImportProblem[] {
    const rank = (s: string) => {
      const i = sheetOrder.indexOf(s);
      return i < 0 ? sheetOrder.length : i;
    };
    return [...this.list].sort((a, b) => rank(a.sheet) - rank(b.sheet) || a.row - b.row);
  }
}
