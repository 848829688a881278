/**
 * A family's brochures (资料) kept by staff (issue 42 part 3): a PDF uploaded (maintenance-routes.ts), then saved
 * under a title — one title per family (migration 0240's unique index: a clash is a 409 with its reason) — or
 * removed. Every write is audited in its transaction; buyers see it on the next load (the catalogue's change events).
 * A private product's brochures are its owner's, never edited here.
 */
import {
  CATALOGUE_ADMIN_MESSAGES as M,
  refusal,
  type AdminBrochure,
  type brochureSaveSchema,
  listedBy,
  CATALOGUE_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import * as q from './brochure-queries.ts';
import { audit, editableSpu, violates, type Actor } from './maintenance-guards.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const manageSaveBrochureNo = listedBy(CATALOGUE_ROUTES.manageSaveBrochure);
const manageDeleteBrochureNo = listedBy(CATALOGUE_ROUTES.manageDeleteBrochure);

const presentBrochure = (r: q.BrochureRow): AdminBrochure => ({
  id: Number(r.id),
  title: r.file_title,
  fileUrl: r.file_url,
  sort: Number(r.sort),
});

export async function brochuresOf(db: Kysely<DB>, spuId: number): Promise<AdminBrochure[]> {
  return (await q.brochuresOf(db, spuId)).map(presentBrochure);
}

export async function saveBrochure(
  db: Kysely<DB>,
  actor: Actor,
  input: z.output<typeof brochureSaveSchema>,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const before = input.id === undefined ? undefined : await q.findBrochure(trx, input.id);
    if (input.id !== undefined && !before) throw notFound(manageSaveBrochureNo(refusal(M, 'brochureNotFound')));
    // a brochure stays with its family
    const spuId = before ? Number(before.spu_id) : input.spuId;
    await editableSpu(trx, spuId);
    const values = { spuId, title: input.title, url: input.fileUrl, sort: input.sort };
    let id: number;
    try {
      if (before) await q.updateBrochure(trx, (id = Number(before.id)), values);
      else id = await q.insertBrochure(trx, values);
    } catch (e) {
      if (violates(e, 'spu_attachment_title_key'))
        throw conflict(manageSaveBrochureNo(refusal(M, 'brochureTitleTaken')));
      throw e;
    }
    await audit(trx, actor, 'catalogue.brochure.save', 'spu_attachment', id, before ?? null, values);
    return { id };
  });
}

export async function deleteBrochure(db: Kysely<DB>, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await q.findBrochure(trx, id);
    if (!before) throw notFound(manageDeleteBrochureNo(refusal(M, 'brochureNotFound')));
    await editableSpu(trx, Number(before.spu_id));
    await q.deleteBrochure(trx, id);
    await audit(trx, actor, 'catalogue.brochure.delete', 'spu_attachment', id, before, null);
  });
}
