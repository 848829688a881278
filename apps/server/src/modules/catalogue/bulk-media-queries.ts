/**
 * Pictures and brochures written in bulk (issue 42 §4, the imports' media zip): a model's pictures replaced by the
 * zip's (its main picture the first; its family's picture set when it had none), a family's brochure by its title
 * (migration 0240's unique index: re-importing replaces). Run inside the caller's transaction.
 */
import { BROCHURE_FILE_TYPE } from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export interface MediaSku {
  skuNo: string;
  spuId: number;
  hasPictures: boolean;
}

/** The catalogue models of these numbers (private products left out), with their family and whether they have pictures. */
export async function mediaSkus(db: Db, skuNos: readonly string[]): Promise<Map<string, MediaSku>> {
  const out = new Map<string, MediaSku>();
  const all = [...new Set(skuNos)];
  for (let i = 0; i < all.length; i += 5000) {
    const r = await sql<{ sku_no: string; spu_id: number; n: number }>`
      select k.sku_no, k.spu_id, cardinality(k.main_pics) as n from sku k join spu s on s.id = k.spu_id
       where k.sku_no = any(${all.slice(i, i + 5000)}::text[])
         and s.private_tenant is null and s.owner_account_id is null`.execute(db);
    for (const x of r.rows)
      out.set(x.sku_no, { skuNo: x.sku_no, spuId: Number(x.spu_id), hasPictures: Number(x.n) > 0 });
  }
  return out;
}

/** Which of these (family, title) brochures exist already: the set of `${spuId}:${title}`. */
export async function existingBrochures(db: Db, spuIds: readonly number[]): Promise<Set<string>> {
  if (!spuIds.length) return new Set();
  const rows = await db
    .selectFrom('spu_attachment')
    .select(['spu_id', 'file_title'])
    .where('spu_id', '=', sql<number>`any(${[...new Set(spuIds)]}::bigint[])`)
    .where('file_type', '=', BROCHURE_FILE_TYPE)
    .execute();
  return new Set(rows.map((r) => `${r.spu_id}:${r.file_title}`));
}

/** Replaces each model's pictures; a family with no picture takes its model's first. */
export async function setPictures(db: Db, rows: readonly { skuNo: string; urls: string[] }[]): Promise<void> {
  for (const r of rows) {
    await db
      .updateTable('sku')
      .set({ main_pics: r.urls, pic_url: r.urls[0] ?? null, updated_at: new Date() })
      .where('sku_no', '=', r.skuNo)
      .execute();
    await sql`
      update spu set pic_url = ${r.urls[0] ?? null}, updated_at = now()
       where id = (select spu_id from sku where sku_no = ${r.skuNo}) and (pic_url is null or pic_url = '')`.execute(db);
  }
}

/** Adds or replaces (by title) brochures of families. */
export async function upsertBrochures(
  db: Db,
  rows: readonly { spuId: number; title: string; url: string }[],
): Promise<void> {
  for (const r of rows) {
    await sql`
      insert into spu_attachment (spu_id, file_type, file_title, file_url, sort)
      values (${r.spuId}, ${BROCHURE_FILE_TYPE}, ${r.title}, ${r.url},
              (select coalesce(max(sort), 0) + 1 from spu_attachment where spu_id = ${r.spuId}))
      on conflict (spu_id, file_type, file_title) do update set file_url = excluded.file_url, updated_at = now()`.execute(
      db,
    );
  }
}
