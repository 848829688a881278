/** The credits mall's management by the provider's sales accounts: items, shelves, pictures, exchanges, shipping. */
import {
  CREDIT_EXCHANGE_STATUS,
  CREDITS_MESSAGES,
  creditItemCheck,
  CREDITS_ROUTES,
  listedBy,
  type ManageCreditExchange,
  type ManageCreditSpu,
  type creditSpuSaveBodySchema,
  refusal,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { businessError, notFound } from '../../http/errors.ts';
import { accountContacts } from '../account/index.ts';
import { toManageExchange, toManageSpu } from './presenter.ts';
import * as q from './queries.ts';

import { expireOverdue, requireSpu } from './exchange.ts';
import { sendMessages } from '../message/index.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const saveNo = listedBy(CREDITS_ROUTES.manageSpuSave);
const manageSpuShelfNo = listedBy(CREDITS_ROUTES.manageSpuShelf);
const manageShipNo = listedBy(CREDITS_ROUTES.manageShip);

// ---------- management by provider sales accounts (the entries' policy 'staff') ----------

export async function manageSpuPage(
  db: Kysely<DB>,
  query: { page: number; size: number; keyword?: string | undefined; onShelf?: '0' | '1' | undefined },
): Promise<{ list: ManageCreditSpu[]; total: number }> {
  const { rows, total } = await q.manageSpuPage(db, query);
  return { list: rows.map(toManageSpu), total };
}

type SaveInput = z.output<typeof creditSpuSaveBodySchema>;

/** Create (no spuNo) or edit a credits item; every rule checked, the stock never below what was exchanged. */
export async function saveSpu(db: Kysely<DB>, accountId: number, input: SaveInput): Promise<ManageCreditSpu> {
  const write: q.SpuWrite = {
    name: input.name,
    description: input.description,
    picUrl: input.picUrl,
    credits: input.credits,
    cashFen: input.cashFen,
    totalStock: input.totalStock,
    status: input.onShelf ? 0 : 1,
  };
  const def = { ...write, stock: write.totalStock };
  if (input.spuNo === undefined) {
    const problem = creditItemCheck(def, 0);
    if (problem) throw businessError(saveNo(problem));
    for (let attempt = 0; attempt < 5; attempt++) {
      const spuNo = await q.nextSpuNo(db);
      if (await q.insertSpu(db, spuNo, write, accountId)) return toManageSpu((await q.spuByNo(db, spuNo))!);
    }
    throw new Error('无法生成积分商品编号');
  }
  const current = await requireSpu(db, input.spuNo);
  const problem = creditItemCheck(def, current.exchanged);
  if (problem) throw businessError(saveNo(problem));
  const updated = await q.updateSpu(db, input.spuNo, write);
  if (!updated) {
    // Exchanged meanwhile beyond the new stock: say by how much now.
    const now = await requireSpu(db, input.spuNo);
    throw businessError(
      saveNo(refusal(CREDITS_MESSAGES, 'stockBelowExchanged', CREDITS_MESSAGES.stockBelowExchanged(now.exchanged))),
    );
  }
  return toManageSpu((await q.spuByNo(db, input.spuNo))!);
}

export async function setShelf(db: Kysely<DB>, spuNo: string, onShelf: boolean): Promise<void> {
  if (!(await q.setShelf(db, spuNo, onShelf))) throw notFound(manageSpuShelfNo(refusal(CREDITS_MESSAGES, 'notFound')));
}

export async function pictures(db: Kysely<DB>): Promise<string[]> {
  return q.pictureUrls(db);
}

export async function manageExchangePage(
  db: Kysely<DB>,
  query: { page: number; size: number; status?: number | undefined; spuNo?: string | undefined },
): Promise<{ list: ManageCreditExchange[]; total: number }> {
  await expireOverdue(db, new Date());
  const { rows, total } = await q.exchangePage(db, query);
  const buyers = await accountContacts(
    db,
    rows.map((r) => r.account_id),
  );
  return {
    list: rows.map((r) => toManageExchange({ ...r, buyer_phone: buyers.get(r.account_id)?.phone ?? '' })),
    total,
  };
}

export async function ship(db: Kysely<DB>, exchangeNo: string): Promise<void> {
  if (!(await q.exchangeByNo(db, exchangeNo)))
    throw notFound(manageShipNo(refusal(CREDITS_MESSAGES, 'exchangeNotFound')));
  // The move and the member's message in one transaction: both or neither.
  const moved = await db.transaction().execute(async (tx) => {
    const m = await q.moveExchange(tx, exchangeNo, CREDIT_EXCHANGE_STATUS.EXCHANGED, {
      status: CREDIT_EXCHANGE_STATUS.SHIPPED,
      shipped_at: new Date(),
    });
    if (m) {
      const params = { exchangeNo, name: m.name };
      await sendMessages(tx, [{ accountId: Number(m.account_id), kind: 'creditsShipped', params, key: exchangeNo }]);
    }
    return m;
  });
  if (!moved) throw businessError(manageShipNo(refusal(CREDITS_MESSAGES, 'notShippable')));
}
