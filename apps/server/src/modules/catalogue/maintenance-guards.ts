/**
 * What every catalogue maintenance use case stands on (maintenance.ts, dealer-prices.ts): who writes, the audit
 * entry in the write's transaction, the unique index a clash names, and the rows staff may change — a private
 * product is its owner's (part 2 §3), never edited here.
 */
import {
  CATALOGUE_ADMIN_MESSAGES,
  SKU_TYPE,
  refusal,
  type AuditAction,
  listedBy,
  CATALOGUE_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError, notFound } from '../../http/errors.ts';
import { record } from '../audit/index.ts';
import * as q from './maintenance-queries.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const editableSpuNo = listedBy(
  CATALOGUE_ROUTES.manageDeleteBrochure,
  CATALOGUE_ROUTES.manageSaveBrochure,
  CATALOGUE_ROUTES.manageSaveDealerPrice,
  CATALOGUE_ROUTES.manageSaveSku,
  CATALOGUE_ROUTES.manageSaveSpu,
  CATALOGUE_ROUTES.manageSkuShelf,
  CATALOGUE_ROUTES.manageSpuShelf,
);
const editableSkuNo = listedBy(
  CATALOGUE_ROUTES.manageSaveDealerPrice,
  CATALOGUE_ROUTES.manageSaveSku,
  CATALOGUE_ROUTES.manageSkuShelf,
);

const M = CATALOGUE_ADMIN_MESSAGES;

/** Who writes: the staff account and its address, for the audit log. */
export interface Actor {
  accountId: number;
  ip: string | null;
}

/** A unique index refused the write: the one named (PostgreSQL and PGlite both name it in the error). */
export function violates(e: unknown, constraint: string): boolean {
  const err = e as { code?: string; constraint?: string; message?: string } | null;
  return err?.code === '23505' && (err.constraint === constraint || String(err.message).includes(constraint));
}

export async function audit(
  trx: Kysely<DB>,
  actor: Actor,
  action: AuditAction,
  entityType: string,
  entityId: string | number,
  before: unknown,
  after: unknown,
): Promise<void> {
  await record(trx, { actorId: actor.accountId, action, entityType, entityId, before, after, ip: actor.ip });
}

/** The family, refused when missing or private (a private product is its owner's, part 2 §3). */
export async function editableSpu(trx: Kysely<DB>, id: number) {
  const spu = await q.findSpu(trx, id);
  if (!spu) throw notFound(editableSpuNo(refusal(M, 'spuNotFound')));
  if (Number(spu.sku_type) === SKU_TYPE.private) throw businessError(editableSpuNo(refusal(M, 'privateNotEditable')));
  return spu;
}

/** The model, refused when missing or part of a private product. */
export async function editableSku(trx: Kysely<DB>, id: number) {
  const sku = await q.findSku(trx, id);
  if (!sku) throw notFound(editableSkuNo(refusal(M, 'skuNotFound')));
  const spu = await editableSpu(trx, Number(sku.spu_id));
  return { sku, spu };
}
