/**
 * The check of the 分类与属性 workbook: the two-level category tree by name (a second-level row names its first-level
 * one, made with it when missing) and each second-level category's attribute definitions by key. The rules are the
 * staff's maintenance forms' (key pattern, name and unit lengths, their words); an attribute's name is unique in its
 * category once the sheet is applied, as the 型号属性 sheet finds attributes by name.
 */
import {
  ATTR_KEY_PATTERN,
  ATTR_NAME_MAX,
  ATTR_UNIT_MAX,
  ATTR_VALUE_TYPE_LABELS,
  CATALOGUE_ADMIN_MESSAGES as M,
  CATEGORY_NAME_MAX,
  IMPORT_PROBLEMS,
  YES_NO_WORDS,
  parseShelf,
  type ImportSummary,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { catalogueBulk, categoryBulk } from '../catalogue/index.ts';
import { cellsOf, firstSeen } from './cells.ts';
import type { Problems } from './problems.ts';
import type { SheetsOf } from './workbook.ts';

type Write = categoryBulk.CategoryWrite;
type AttrDef = Omit<categoryBulk.AttrDefWrite, 'categoryId'> & { category1: string; category2: string };

export interface CategoryPlan {
  firsts: Write[];
  /** First-level categories named only as a second's parent. */
  implied: string[];
  seconds: (Write & { parent: string })[];
  attrs: AttrDef[];
}

const pair = (c1: string, c2: string) => `${c1}\u0000${c2}`;

type Cell<T> = { ok: true; value: T } | { ok: false };
function yesNo(c: ReturnType<typeof cellsOf>, raw: string | undefined, key: string): Cell<boolean> {
  if (!raw || raw === YES_NO_WORDS.no) return { ok: true, value: false };
  if (raw === YES_NO_WORDS.yes) return { ok: true, value: true };
  c.say(key, IMPORT_PROBLEMS.yesNo);
  return { ok: false };
}
function sortOf(c: ReturnType<typeof cellsOf>, raw: string | undefined): Cell<number> {
  if (!raw) return { ok: true, value: 0 };
  if (/^\d{1,9}$/.test(raw)) return { ok: true, value: Number(raw) };
  c.say('sort', IMPORT_PROBLEMS.sort);
  return { ok: false };
}

/** Checks the workbook against `db`; answers the plan and what it would insert and update. */
export async function checkCategories(
  db: Kysely<DB>,
  sheets: SheetsOf,
  problems: Problems,
): Promise<{ plan: CategoryPlan; summary: ImportSummary }> {
  const dict = await catalogueBulk.catalogueDictionary(db);
  const firstsInDb = new Map(dict.categories.filter((c) => c.parentId === null).map((c) => [c.name, c.id]));
  const firstName = new Map([...firstsInDb].map(([n, id]) => [id, n]));
  const secondsInDb = new Map(
    dict.categories.filter((c) => c.parentId !== null).map((c) => [pair(firstName.get(c.parentId!)!, c.name), c.id]),
  );
  const plan: CategoryPlan = { firsts: [], implied: [], seconds: [], attrs: [] };
  const dup = firstSeen();
  const stated = new Set<string>();
  for (const r of sheets.categories ?? []) {
    const c = cellsOf(problems, 'categories', r);
    const c1 = c.text('category1', CATEGORY_NAME_MAX, true);
    const c2 = c.text('category2', CATEGORY_NAME_MAX, false);
    const sort = sortOf(c, r.cells.sort);
    const separate = yesNo(c, r.cells.separate, 'separate');
    const status = r.cells.status ? c.field('status', parseShelf) : { ok: true as const, value: 0 as const };
    const tax = c.taxClass();
    if (c1 === null || c2 === null) continue;
    const key = c2 ? pair(c1, c2) : c1;
    const first = dup(key, r.row);
    if (first !== null) {
      c.say(c2 ? 'category2' : 'category1', IMPORT_PROBLEMS.duplicateKey(first));
      continue;
    }
    stated.add(key);
    if (!sort.ok || !separate.ok || !status.ok || !tax.ok) continue;
    const w = {
      name: c2 || c1,
      sort: sort.value,
      separate: separate.value,
      status: status.value,
      taxCode: tax.value?.code ?? null,
      taxRate: tax.value?.rate ?? null,
    };
    if (c2) plan.seconds.push({ ...w, parent: c1 });
    else plan.firsts.push(w);
  }
  for (const s of plan.seconds)
    if (!stated.has(s.parent) && !firstsInDb.has(s.parent) && !plan.implied.includes(s.parent))
      plan.implied.push(s.parent);

  // Attribute names per category once applied: the database's, overlaid with the sheet's rows by key.
  const namesByKey = new Map<string, Map<string, string>>();
  const secondIdName = new Map([...secondsInDb].map(([k, id]) => [id, k]));
  for (const a of dict.attrs) {
    const cat = secondIdName.get(a.categoryId);
    if (!cat) continue;
    if (!namesByKey.has(cat)) namesByKey.set(cat, new Map());
    namesByKey.get(cat)!.set(a.key, a.name);
  }
  const dupKey = firstSeen();
  const dupName = firstSeen();
  const rows: { row: number; a: AttrDef; c: ReturnType<typeof cellsOf> }[] = [];
  for (const r of sheets.categoryAttrs ?? []) {
    const c = cellsOf(problems, 'categoryAttrs', r);
    const c1 = c.text('category1', CATEGORY_NAME_MAX, true);
    const c2 = c.text('category2', CATEGORY_NAME_MAX, true);
    const keyText = r.cells.attrKey ?? '';
    const key = !keyText ? (c.say('attrKey', IMPORT_PROBLEMS.required), null) : keyText;
    if (key && !ATTR_KEY_PATTERN.test(key)) c.say('attrKey', M.attrKeyRule);
    const name = c.text('attrName', ATTR_NAME_MAX, true);
    const typeWord = r.cells.valueType ?? '';
    const valueType = !typeWord
      ? 'text'
      : (Object.entries(ATTR_VALUE_TYPE_LABELS).find(([, w]) => w === typeWord)?.[0] as 'text' | 'number' | undefined);
    if (!valueType) c.say('valueType', IMPORT_PROBLEMS.valueType);
    const unit = c.text('unit', ATTR_UNIT_MAX, false);
    const filterable = yesNo(c, r.cells.filterable, 'filterable');
    const sort = sortOf(c, r.cells.sort);
    if (!c1 || !c2) continue;
    const cat = pair(c1, c2);
    if (!stated.has(cat) && !secondsInDb.has(cat)) {
      const elsewhere =
        dict.categories.some((x) => x.parentId !== null && x.name === c2) ||
        [...stated].some((k) => k.endsWith(`\u0000${c2}`));
      c.say('category2', elsewhere ? IMPORT_PROBLEMS.categoryNotUnder(c2, c1) : IMPORT_PROBLEMS.unknownCategory(c2));
      continue;
    }
    if (!key || !ATTR_KEY_PATTERN.test(key)) continue;
    const firstKey = dupKey(pair(cat, key), r.row);
    if (firstKey !== null) {
      c.say('attrKey', IMPORT_PROBLEMS.duplicateKey(firstKey));
      continue;
    }
    if (!name) continue;
    const firstName = dupName(pair(cat, name), r.row);
    if (firstName !== null) {
      c.say('attrName', IMPORT_PROBLEMS.duplicateKey(firstName));
      continue;
    }
    if (!namesByKey.has(cat)) namesByKey.set(cat, new Map());
    namesByKey.get(cat)!.set(key, name);
    if (!valueType || unit === null || !filterable.ok || !sort.ok) continue;
    const a = {
      category1: c1,
      category2: c2,
      key,
      name,
      unit: unit || null,
      valueType,
      filterable: filterable.value,
      sort: sort.value,
    };
    rows.push({ row: r.row, a, c });
  }
  for (const { a, c } of rows) {
    const other = [...namesByKey.get(pair(a.category1, a.category2))!].find(([k, n]) => n === a.name && k !== a.key);
    if (other) c.say('attrName', IMPORT_PROBLEMS.attrNameTaken(a.name, other[0]));
    else plan.attrs.push(a);
  }

  const firstsNew = plan.firsts.filter((f) => !firstsInDb.has(f.name)).length + plan.implied.length;
  const secondsNew = plan.seconds.filter((s) => !secondsInDb.has(pair(s.parent, s.name))).length;
  const existingAttrs = new Set(dict.attrs.map((a) => `${secondIdName.get(a.categoryId) ?? ''}\u0000${a.key}`));
  const attrsNew = plan.attrs.filter(
    (a) => !existingAttrs.has(`${pair(a.category1, a.category2)}\u0000${a.key}`),
  ).length;
  const categories = plan.firsts.length + plan.implied.length + plan.seconds.length;
  return {
    plan,
    summary: {
      分类: { inserted: firstsNew + secondsNew, updated: categories - firstsNew - secondsNew },
      分类属性: { inserted: attrsNew, updated: plan.attrs.length - attrsNew },
    },
  };
}

/** Writes the plan in `trx`: first-level categories, then second-level ones under them, then the attributes. */
export async function writeCategories(trx: Kysely<DB>, plan: CategoryPlan, summary: ImportSummary) {
  const firsts = await categoryBulk.upsertFirstCategories(trx, plan.firsts, plan.implied);
  const seconds = await categoryBulk.upsertSecondCategories(
    trx,
    plan.seconds.map((s) => ({ ...s, parentId: firsts.get(s.parent)! })),
  );
  await categoryBulk.upsertAttrDefs(
    trx,
    plan.attrs.map(({ category1, category2, ...a }) => ({
      ...a,
      categoryId: seconds.get(`${firsts.get(category1)}:${category2}`)!,
    })),
  );
  return summary;
}
