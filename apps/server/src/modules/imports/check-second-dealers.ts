/**
 * The check of the 二级经销商与绑定 workbook: second-level dealers by credit code (the first-level sheet's columns and
 * rules, plus the level: 普通 or 金牌 — enterprise type 2 or 5), and their bindings to first-level dealers, named by
 * number or credit code. A binding belongs to the dealer's owner acting for it (the buyer the price rules read); at
 * most one binding per dealer is marked 默认. Apply writes the dealers (new owners invited as the first-level sheet's
 * are), then the bindings.
 */
import {
  EnterpriseType,
  IMPORT_PROBLEMS,
  IMPORT_SHEETS,
  SECOND_DEALER_LEVEL_WORDS,
  YES_NO_WORDS,
  checkCreditCode,
  type ImportSummary,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { dealerBulk } from '../account/index.ts';
import { bindingBulk } from '../dealer/index.ts';
import { cellsOf, firstSeen, headerOf } from './cells.ts';
import { checkDealerSheet, writeDealerSheet, type DealerLevel, type DealerPlan } from './check-dealers.ts';
import type { Problems } from './problems.ts';
import type { SheetsOf } from './workbook.ts';

const SECOND_TYPES: readonly number[] = [EnterpriseType.second, EnterpriseType.goldSecond];

const SECOND: DealerLevel = {
  sheet: 'secondDealers',
  typeOf(r, say) {
    const w = r.cells.level ?? '';
    if (!w || w === SECOND_DEALER_LEVEL_WORDS.normal) return EnterpriseType.second;
    if (w === SECOND_DEALER_LEVEL_WORDS.gold) return EnterpriseType.goldSecond;
    say('level', IMPORT_PROBLEMS.dealerLevel);
    return null;
  },
  updates: (t) => SECOND_TYPES.includes(t),
  otherType: IMPORT_PROBLEMS.creditCodeNotSecond,
};

interface Binding {
  row: number;
  creditCode: string;
  firstMerchantNo: string;
  current: boolean;
}
export interface SecondDealerPlan {
  dealers: DealerPlan;
  bindings: Binding[];
}

const key = (b: { creditCode: string; firstMerchantNo: string }) => `${b.creditCode}:${b.firstMerchantNo}`;

export async function checkSecondDealers(
  db: Kysely<DB>,
  sheets: SheetsOf,
  problems: Problems,
): Promise<{ plan: SecondDealerPlan; summary: ImportSummary }> {
  const dealers = await checkDealerSheet(db, SECOND, sheets.secondDealers ?? [], problems);
  const inSheet = new Set(dealers.dealers.map((d) => d.creditCode));
  const rows = sheets.bindings ?? [];
  const codes = rows.map((r) => checkCreditCode(r.cells.creditCode ?? '').code);
  const existing = await dealerBulk.merchantsByCreditCode(db, codes);
  const firsts = await dealerBulk.firstDealerKeys(db);
  const firstBy = new Map<string, string>();
  for (const f of firsts) {
    firstBy.set(f.merchantNo, f.merchantNo);
    if (f.creditCode) firstBy.set(f.creditCode, f.merchantNo);
  }
  const dup = firstSeen();
  const currentAt = new Map<string, number>();
  const bindings: Binding[] = [];
  for (const r of rows) {
    const c = cellsOf(problems, 'bindings', r);
    const cc = checkCreditCode(r.cells.creditCode ?? '');
    const had = existing.get(cc.code);
    let ok = true;
    const say = (col: string, reason: string) => {
      c.say(col, reason);
      ok = false;
    };
    if (!cc.code) say('creditCode', IMPORT_PROBLEMS.required);
    else if (!inSheet.has(cc.code) && !(had && SECOND_TYPES.includes(had.enterpriseType)))
      say('creditCode', IMPORT_PROBLEMS.unknownSecondDealer(cc.code));
    const named = r.cells.firstDealer ?? '';
    const first = firstBy.get(named.toUpperCase());
    if (!named) say('firstDealer', IMPORT_PROBLEMS.required);
    else if (!first) say('firstDealer', IMPORT_PROBLEMS.unknownFirstDealer(named));
    const word = r.cells.current ?? '';
    const current = word === YES_NO_WORDS.yes;
    if (word && !current && word !== YES_NO_WORDS.no) say('current', IMPORT_PROBLEMS.yesNo);
    if (!ok || !first) continue;
    const b = { row: r.row, creditCode: cc.code, firstMerchantNo: first, current };
    const again = dup(key(b), r.row);
    if (again !== null) {
      c.say('firstDealer', IMPORT_PROBLEMS.duplicateKey(again));
      continue;
    }
    if (current) {
      const before = currentAt.get(cc.code);
      if (before !== undefined) {
        c.say('current', IMPORT_PROBLEMS.twoCurrent(before));
        continue;
      }
      currentAt.set(cc.code, r.row);
    }
    bindings.push(b);
  }
  // which bindings exist already: those of existing dealers' owners
  const numbers = new Map(dealers.known);
  for (const [code, m] of existing) if (SECOND_TYPES.includes(m.enterpriseType)) numbers.set(code, m.merchantNo);
  const owners = await dealerBulk.ownersOf(db, [...numbers.values()]);
  const ownerless = bindings.filter((b) => {
    const no = numbers.get(b.creditCode);
    return no !== undefined && !owners.has(no);
  });
  for (const b of ownerless)
    problems.add(IMPORT_SHEETS.bindings.name, b.row, headerOf('bindings', 'creditCode'), IMPORT_PROBLEMS.noOwner);
  const had = await bindingBulk.existingBindings(
    db,
    bindings.flatMap((b) => {
      const no = numbers.get(b.creditCode);
      const accountId = no ? owners.get(no) : undefined;
      return no && accountId
        ? [{ accountId, buyerMerchantNo: no, firstMerchantNo: b.firstMerchantNo, current: b.current, location: null }]
        : [];
    }),
  );
  const known = bindings.filter((b) => {
    const no = numbers.get(b.creditCode);
    return no && had.has(`${owners.get(no)}:${no}:${b.firstMerchantNo}`);
  }).length;
  return {
    plan: { dealers, bindings: bindings.filter((b) => !ownerless.includes(b)) },
    summary: {
      二级经销商: { inserted: dealers.owners.size, updated: dealers.dealers.length - dealers.owners.size },
      绑定关系: { inserted: bindings.length - known, updated: known },
    },
  };
}

export async function writeSecondDealers(
  trx: Kysely<DB>,
  plan: SecondDealerPlan,
  summary: ImportSummary,
  actorId: number | null,
): Promise<ImportSummary> {
  const { numbers } = await writeDealerSheet(trx, plan.dealers, 2, actorId);
  const existing = await dealerBulk.merchantsByCreditCode(
    trx,
    plan.bindings.map((b) => b.creditCode),
  );
  for (const [code, m] of existing) if (!numbers.has(code)) numbers.set(code, m.merchantNo);
  const owners = await dealerBulk.ownersOf(trx, [...numbers.values()]);
  const where = await dealerBulk.locationsOf(trx, [...numbers.values()]);
  const rows: bindingBulk.BindingWrite[] = [];
  for (const b of plan.bindings) {
    const no = numbers.get(b.creditCode)!;
    const accountId = owners.get(no);
    // every dealer here has its owner: a new one's was made above, an ownerless one was a problem of the check
    if (accountId === undefined) throw new Error(`second-level dealer ${no} has no owner`);
    rows.push({
      accountId,
      buyerMerchantNo: no,
      firstMerchantNo: b.firstMerchantNo,
      current: b.current,
      location: where.get(no) ?? null,
    });
  }
  await bindingBulk.upsertBindings(trx, rows);
  return summary;
}
