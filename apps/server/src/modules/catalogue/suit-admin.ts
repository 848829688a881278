/**
 * Suites (套装) in the staff's catalogue maintenance (issue 42 part 3): the list, one suite with its items, a save
 * (its fields and its items replaced as a whole) and the shelf state.
 *
 * The 'staff' policy of every entry admits the caller (http/auth.ts); these use cases check only the rows. Each write
 * is one transaction with its audit entry (`audit`, who, what, before and after). Buyers see it on their next load:
 * suit and suit_item's triggers raise catalogue_version and send 'catalogue.changed' (migration 0180) — the suite's
 * page (/product/suitDetail) and a family's 相关套装 read it. A suite's number is unique (a clash is a 409), a model
 * is in a suite once, never a private product's (its owner's, part 2 §3).
 */
import {
  CATALOGUE_ADMIN_MESSAGES,
  refusal,
  type AdminSuitDetail,
  type AdminSuitListItem,
  type SuitSku,
  type shelfSaveSchema,
  type suitSaveSchema,
  listedBy,
  CATALOGUE_SUIT_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { businessError, conflict, notFound } from '../../http/errors.ts';
import { audit, violates, type Actor } from './maintenance-guards.ts';
import { presentSuitItem, presentSuitSku, suitSnapshot } from './suit-admin-presenter.ts';
import * as q from './suit-admin-queries.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const manageSuitDetailNo = listedBy(CATALOGUE_SUIT_ROUTES.manageSuitDetail);
const manageSaveSuitNo = listedBy(CATALOGUE_SUIT_ROUTES.manageSaveSuit);
const manageSuitShelfNo = listedBy(CATALOGUE_SUIT_ROUTES.manageSuitShelf);

const M = CATALOGUE_ADMIN_MESSAGES;
/** How many models the picker offers at once. */
const PICKER_SIZE = 20;

export async function pageAdminSuits(
  db: Kysely<DB>,
  query: { page: number; size: number; keyword?: string | undefined; status?: number | undefined },
): Promise<{ list: AdminSuitListItem[]; total: number }> {
  const { rows, total } = await q.pageSuits(db, query, query.page, query.size);
  return { list: rows.map((r) => presentSuitItem(r, Number(r.item_count ?? 0))), total };
}

export async function adminSuitDetail(db: Kysely<DB>, id: number): Promise<AdminSuitDetail> {
  const suit = await q.findSuitById(db, id);
  if (!suit) throw notFound(manageSuitDetailNo(refusal(M, 'suitNotFound')));
  const items = await q.itemsOf(db, id);
  return {
    ...presentSuitItem(suit, items.length),
    suitDesc: suit.suit_desc,
    items: items.map((i) => ({ ...presentSuitSku(i), quantity: Number(i.quantity) })),
  };
}

export async function suitSkuOptions(db: Kysely<DB>, keyword: string | undefined): Promise<SuitSku[]> {
  return (await q.searchSkus(db, keyword, PICKER_SIZE)).map(presentSuitSku);
}

/** The items' models by number: each must exist and be a catalogue model, not a private product's. */
async function resolveItems(trx: Kysely<DB>, items: readonly { skuNo: string; quantity: number }[]) {
  const found = new Map(
    (
      await q.skusByNo(
        trx,
        items.map((i) => i.skuNo),
      )
    ).map((k) => [k.sku_no, k]),
  );
  return items.map((i) => {
    const sku = found.get(i.skuNo);
    if (!sku) throw notFound(manageSaveSuitNo(refusal(M, 'skuNotFound', `${M.skuNotFound}：${i.skuNo}`)));
    if (sku.private)
      throw businessError(manageSaveSuitNo(refusal(M, 'suitSkuPrivate', `${M.suitSkuPrivate}：${i.skuNo}`)));
    return { skuId: Number(sku.sku_id), quantity: i.quantity };
  });
}

export async function saveSuit(
  db: Kysely<DB>,
  actor: Actor,
  input: z.output<typeof suitSaveSchema>,
): Promise<{ id: number; suitNo: string }> {
  return db.transaction().execute(async (trx) => {
    if (input.id !== undefined && !(await q.lockSuit(trx, input.id)))
      throw notFound(manageSaveSuitNo(refusal(M, 'suitNotFound')));
    const before = input.id === undefined ? undefined : await q.findSuitById(trx, input.id);
    const itemsBefore = before ? await q.itemsOf(trx, Number(before.id)) : [];
    if (input.categoryId !== null && !(await q.categoryExists(trx, input.categoryId)))
      throw notFound(manageSaveSuitNo(refusal(M, 'categoryNotFound')));
    const items = await resolveItems(trx, input.items);
    const values = {
      name: input.name,
      suit_desc: input.suitDesc,
      price_fen: input.priceFen,
      pic_url: input.picUrl,
      category_id: input.categoryId,
      status: input.status,
    };
    let id: number;
    try {
      // The number is kept once made: buyers reach the suite by it (/product/suitDetail?id=…).
      if (before) await q.updateSuit(trx, (id = Number(before.id)), values);
      else id = await q.insertSuit(trx, { ...values, suit_no: input.suitNo });
    } catch (e) {
      if (violates(e, 'suit_suit_no_key')) throw conflict(manageSaveSuitNo(refusal(M, 'suitNoTaken')));
      throw e;
    }
    await q.replaceItems(trx, id, items);
    const after = await q.findSuitById(trx, id);
    await audit(
      trx,
      actor,
      'catalogue.suit.save',
      'suit',
      id,
      suitSnapshot(before, itemsBefore),
      suitSnapshot(after, await q.itemsOf(trx, id)),
    );
    return { id, suitNo: after!.suit_no };
  });
}

export async function setSuitShelf(db: Kysely<DB>, actor: Actor, input: z.output<typeof shelfSaveSchema>) {
  await db.transaction().execute(async (trx) => {
    const before = await q.findSuitById(trx, input.id);
    if (!before) throw notFound(manageSuitShelfNo(refusal(M, 'suitNotFound')));
    await q.updateSuit(trx, input.id, { status: input.status });
    await audit(
      trx,
      actor,
      'catalogue.suit.shelf',
      'suit',
      input.id,
      { suitNo: before.suit_no, status: Number(before.status) },
      { suitNo: before.suit_no, status: input.status },
    );
  });
}
