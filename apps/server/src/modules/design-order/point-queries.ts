/**
 * SQL of survey points and the lines they drive. Every write that changes a line's quantity is one statement
 * whose condition carries the rule (placed count, plan-added units), never a read then a write.
 */
import { sql } from 'kysely';
import { BUY_QUANTITY_MAX } from '@portal/domain';
import type { Db } from './tables.ts';

export interface PointDeploy {
  azimuthDeg?: number | undefined;
  mountHeightMm?: number | undefined;
  tiltDeg?: number | undefined;
  lensMm?: number | null | undefined;
  label?: string | undefined;
  /** The bracket the camera is mounted on (checked by the survey against the model's bracket accessories). */
  mountSkuNo?: string | null | undefined;
}

const pointColumns = [
  'p.id',
  'p.order_id',
  'p.survey_scene_id',
  'p.sku_no',
  'p.label',
  'p.x_px',
  'p.y_px',
  'p.azimuth_deg',
  'p.mount_height_mm',
  'p.tilt_deg',
  'p.lens_mm',
  'p.mount_sku_no',
  'l.spu_no',
  'l.spu_name',
  'l.sku_name',
  'l.model',
] as const;

/** Points of a survey scene with their line's names (the line exists while points hold it). */
export function scenePoints(db: Db, surveySceneId: number) {
  return db
    .selectFrom('design_point as p')
    .innerJoin('design_order_line as l', (j) =>
      j.onRef('l.order_id', '=', 'p.order_id').onRef('l.sku_no', '=', 'p.sku_no'),
    )
    .select(pointColumns)
    .where('p.survey_scene_id', '=', surveySceneId)
    .orderBy('p.id')
    .execute();
}

export function pointById(db: Db, id: number) {
  return db
    .selectFrom('design_point as p')
    .innerJoin('design_order_line as l', (j) =>
      j.onRef('l.order_id', '=', 'p.order_id').onRef('l.sku_no', '=', 'p.sku_no'),
    )
    .select(pointColumns)
    .where('p.id', '=', id)
    .executeTakeFirst();
}

export type PointRow = NonNullable<Awaited<ReturnType<typeof pointById>>>;

/** The point with its order's owner, for the owner check. */
export function pointOwner(db: Db, id: number) {
  return db
    .selectFrom('design_point as p')
    .innerJoin('design_order as o', 'o.id', 'p.order_id')
    .select(['p.id', 'p.order_id', 'p.survey_scene_id', 'p.sku_no', 'o.account_id'])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

export async function countScenePoints(db: Db, surveySceneId: number): Promise<number> {
  const r = await db
    .selectFrom('design_point')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('survey_scene_id', '=', surveySceneId)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

export async function insertPoint(
  db: Db,
  p: { orderId: number; surveySceneId: number; skuNo: string; x: number; y: number } & PointDeploy,
): Promise<number> {
  const r = await db
    .insertInto('design_point')
    .values({
      order_id: p.orderId,
      survey_scene_id: p.surveySceneId,
      sku_no: p.skuNo,
      x_px: p.x,
      y_px: p.y,
      label: p.label ?? '',
      ...(p.azimuthDeg !== undefined ? { azimuth_deg: p.azimuthDeg } : {}),
      ...(p.mountHeightMm !== undefined ? { mount_height_mm: p.mountHeightMm } : {}),
      ...(p.tiltDeg !== undefined ? { tilt_deg: p.tiltDeg } : {}),
      lens_mm: p.lensMm ?? null,
      mount_sku_no: p.mountSkuNo ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function updatePoint(
  db: Db,
  id: number,
  p: { x?: number | undefined; y?: number | undefined } & PointDeploy,
) {
  await db
    .updateTable('design_point')
    .set({
      ...(p.x !== undefined ? { x_px: p.x } : {}),
      ...(p.y !== undefined ? { y_px: p.y } : {}),
      ...(p.azimuthDeg !== undefined ? { azimuth_deg: p.azimuthDeg } : {}),
      ...(p.mountHeightMm !== undefined ? { mount_height_mm: p.mountHeightMm } : {}),
      ...(p.tiltDeg !== undefined ? { tilt_deg: p.tiltDeg } : {}),
      ...(p.lensMm !== undefined ? { lens_mm: p.lensMm } : {}),
      ...(p.label !== undefined ? { label: p.label } : {}),
      ...(p.mountSkuNo !== undefined ? { mount_sku_no: p.mountSkuNo } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** How many of the order's points are mounted on each bracket model (the mount lines the plan derives). */
export async function mountCounts(db: Db, orderId: number): Promise<{ skuNo: string; quantity: number }[]> {
  const rows = await db
    .selectFrom('design_point')
    .select(['mount_sku_no', (eb) => eb.fn.countAll<string>().as('n')])
    .where('order_id', '=', orderId)
    .where('mount_sku_no', 'is not', null)
    .groupBy('mount_sku_no')
    .orderBy('mount_sku_no')
    .execute();
  return rows.map((r) => ({ skuNo: r.mount_sku_no!, quantity: Number(r.n) }));
}

export async function deletePoint(db: Db, id: number): Promise<{ order_id: number; sku_no: string } | undefined> {
  return db.deleteFrom('design_point').where('id', '=', id).returning(['order_id', 'sku_no']).executeTakeFirst();
}

/**
 * After a point was placed: the line holds at least as many units as its points (raising the quantity, and
 * counting the raised units as added by the plan). Answers the line's quantity, or undefined when the raise
 * would pass the quantity cap.
 */
export async function raiseToPlaced(db: Db, orderId: number, skuNo: string): Promise<number | undefined> {
  const r = await sql<{ quantity: number }>`
    with placed as (
      select count(*)::int as n from design_point where order_id = ${orderId} and sku_no = ${skuNo}
    )
    update design_order_line l set
      plan_quantity = l.plan_quantity + greatest(placed.n - l.quantity, 0),
      quantity = greatest(l.quantity, placed.n),
      amount_fen = l.rate_price_fen * greatest(l.quantity, placed.n),
      updated_at = now()
    from placed
    where l.order_id = ${orderId} and l.sku_no = ${skuNo} and placed.n <= ${BUY_QUANTITY_MAX}
    returning l.quantity`.execute(db);
  return r.rows[0]?.quantity;
}

/**
 * After a point was removed: a unit the plan added goes with it (the line, when that was its last unit); a unit
 * the list had stays. Answers the line's quantity (0 when the line went).
 */
export async function giveBackPlanUnit(db: Db, orderId: number, skuNo: string): Promise<number> {
  const gone = await db
    .deleteFrom('design_order_line')
    .where('order_id', '=', orderId)
    .where('sku_no', '=', skuNo)
    .where('quantity', '=', 1)
    .where('plan_quantity', '>=', 1)
    .where(
      sql<boolean>`not exists (select 1 from design_point p where p.order_id = ${orderId} and p.sku_no = ${skuNo})`,
    )
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) > 0) return 0;
  const r = await sql<{ quantity: number }>`
    update design_order_line l set
      quantity = l.quantity - 1,
      plan_quantity = l.plan_quantity - 1,
      amount_fen = l.rate_price_fen * (l.quantity - 1),
      updated_at = now()
    where l.order_id = ${orderId} and l.sku_no = ${skuNo} and l.plan_quantity >= 1 and l.quantity > 1
      and l.quantity - 1 >= (select count(*) from design_point p where p.order_id = l.order_id and p.sku_no = l.sku_no)
    returning l.quantity`.execute(db);
  if (r.rows[0]) return r.rows[0].quantity;
  const line = await db
    .selectFrom('design_order_line')
    .select('quantity')
    .where('order_id', '=', orderId)
    .where('sku_no', '=', skuNo)
    .executeTakeFirst();
  return line?.quantity ?? 0;
}

export async function orderAmount(db: Db, orderId: number): Promise<number> {
  const r = await db.selectFrom('design_order').select('amount_fen').where('id', '=', orderId).executeTakeFirst();
  return Number(r?.amount_fen ?? 0);
}

/** A line the plan created: its one unit counts as added by the plan. */
export async function markPlanAdded(db: Db, orderId: number, skuNo: string) {
  await db
    .updateTable('design_order_line')
    .set({ plan_quantity: 1 })
    .where('order_id', '=', orderId)
    .where('sku_no', '=', skuNo)
    .execute();
}
