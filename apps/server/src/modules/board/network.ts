/**
 * A first-level dealer's second-level network on the provider's board (issue 60 §1 "by first-level dealer (and its
 * second-level network)"): the enterprises bound to it (dealer bindings) and those that bought from it in the period
 * — second-level dealers, installers; never a person buying for itself — each with what it bought from this dealer in
 * the period (the rollups: paid, less refunded, in fen), most first, and their sums.
 */
import {
  BOARD_MESSAGES as M,
  ENTERPRISE_TYPE_LABEL,
  refusal,
  type BoardNetwork,
  type BoardNetworkMember,
  type BoardRange,
  listedBy,
  BOARD_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { merchantContacts } from '../account/index.ts';
import { merchantBindingsTo } from '../dealer/index.ts';
import { keptAnswer } from './cache.ts';
import { toTotals } from './presenter.ts';
import * as q from './queries.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const staffNetworkNo = listedBy(BOARD_ROUTES.staffNetwork);

const PERSON = /^A\d+$/;
const FIRST_LEVEL = 1;

export async function networkOf(db: Kysely<DB>, dealer: string, range: BoardRange): Promise<BoardNetwork> {
  const own = (await merchantContacts(db, [dealer])).get(dealer);
  if (!own || own.enterprise_type !== FIRST_LEVEL) throw notFound(staffNetworkNo(refusal(M, 'notFirstDealer')));
  const [sums, bindings] = await Promise.all([
    keptAnswer(db, `network|${dealer}|${range.from}|${range.to}`, () =>
      q.saleSums(db, { kind: 'shop', merchantNo: dealer }, range, 'buyer_key'),
    ),
    merchantBindingsTo(db, [dealer]),
  ]);
  const bought = new Map(sums.filter((s) => !PERSON.test(s.key)).map((s) => [s.key, s]));
  const bound = new Set(bindings.map((b) => b.buyerMerchantNo));
  const keys = [...new Set([...bound, ...bought.keys()])];
  const contacts = await merchantContacts(db, keys);
  const members: BoardNetworkMember[] = keys
    .filter((k) => contacts.get(k)?.enterprise_type !== FIRST_LEVEL)
    .map((k) => {
      const c = contacts.get(k);
      const kind = c ? (ENTERPRISE_TYPE_LABEL[c.enterprise_type] ?? '企业') : '企业';
      return { key: k, name: c?.company_name ?? k, kind, bound: bound.has(k), ...toTotals(bought.get(k)) };
    })
    .sort((a, b) => b.netFen - a.netFen || b.orders - a.orders || a.key.localeCompare(b.key));
  const totals = { orders: 0, paidFen: 0, refundFen: 0, netFen: 0 };
  for (const m of members) {
    totals.orders += m.orders;
    totals.paidFen += m.paidFen;
    totals.refundFen += m.refundFen;
    totals.netFen += m.netFen;
  }
  return { dealer, name: own.company_name, members, totals };
}
