/**
 * Customer groups kept by staff (issue 45 §4, /networkManage): which groups (a tag and its name) a merchant belongs
 * to — the session's groupBinds and the dealer list's tags read them on every request (no cache). Each write is audited in its transaction; a
 * merchant in a group twice meets the (merchant_no, tag_name) key (409), never a second row.
 */
import {
  MERCHANT_GROUP_MESSAGES as M,
  refusal,
  type MerchantGroupRow,
  type merchantGroupSaveSchema,
  listedBy,
  MERCHANT_GROUP_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { record } from '../audit/index.ts';
import * as q from './group-queries.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const saveNo = listedBy(MERCHANT_GROUP_ROUTES.save);
const removeNo = listedBy(MERCHANT_GROUP_ROUTES.remove);

export interface Actor {
  /** null: the demo seed (or the admin command), which writes through these use cases too */
  accountId: number | null;
  ip: string | null;
}

const toRow = (r: q.GroupRow): MerchantGroupRow => ({
  id: Number(r.id),
  merchantNo: r.merchant_no,
  companyName: r.company_name,
  tagName: r.tag_name,
  title: r.title,
  updatedAt: new Date(r.updated_at).toISOString(),
});
const snap = (r: q.GroupRow | undefined) =>
  r ? { merchantNo: r.merchant_no, tagName: r.tag_name, title: r.title } : null;
const isUnique = (e: unknown) => (e as { code?: string }).code === '23505';

/** One page of the customer groups (a keyword: merchant number, company name or tag, in part) and the total. */
export async function pageMerchantGroups(
  db: Kysely<DB>,
  query: { keyword?: string | undefined; page: number; size: number },
): Promise<{ list: MerchantGroupRow[]; total: number }> {
  const { rows, total } = await q.pageGroups(db, query.keyword || undefined, query.page, query.size);
  return { list: rows.map(toRow), total };
}

export async function saveMerchantGroup(
  db: Kysely<DB>,
  actor: Actor,
  input: z.output<typeof merchantGroupSaveSchema>,
): Promise<{ id: number }> {
  const saved = await inTransaction(db, async (trx) => {
    if (!(await q.merchantExists(trx, input.merchantNo))) throw notFound(saveNo(refusal(M, 'merchantNotFound')));
    const before = input.id === undefined ? undefined : await q.findGroup(trx, input.id);
    if (input.id !== undefined && !before) throw notFound(saveNo(refusal(M, 'notFound')));
    const id = input.id ?? (await q.insertGroup(trx, input));
    if (id === null) throw conflict(saveNo(refusal(M, 'taken')));
    if (input.id !== undefined && !(await q.updateGroup(trx, id, input)))
      throw notFound(saveNo(refusal(M, 'notFound')));
    await record(trx, {
      actorId: actor.accountId,
      action: 'merchantGroup.save',
      entityType: 'merchant_group_bind',
      entityId: id,
      before: snap(before),
      after: snap(await q.findGroup(trx, id)),
      ip: actor.ip,
    });
    return { id };
  }).catch((e: unknown) => {
    if (isUnique(e)) throw conflict(saveNo(refusal(M, 'taken')));
    throw e;
  });
  return saved;
}

export async function deleteMerchantGroup(db: Kysely<DB>, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await q.findGroup(trx, id);
    if (!before || !(await q.deleteGroup(trx, id))) throw notFound(removeNo(refusal(M, 'notFound')));
    await record(trx, {
      actorId: actor.accountId,
      action: 'merchantGroup.delete',
      entityType: 'merchant_group_bind',
      entityId: id,
      before: snap(before),
      after: null,
      ip: actor.ip,
    });
  });
}
