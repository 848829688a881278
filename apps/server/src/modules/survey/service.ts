/**
 * The survey (part 2 §2, §3, §7): scenes of a design order of type 11, each with its plan image and the plan
 * drawn over it, and the products placed at points. Every plan the browser sends is restored and checked by
 * the domain's restorePlan (the same code the editor runs); points must lie on the plan image. Placing and
 * removing points changes the design order's lines through the design-order module's door.
 */
import {
  dxfExtent,
  dxfLayers,
  dxfPlan,
  type DxfImport,
  emptyPlan,
  insideImage,
  isMountCategory,
  PLAN_MESSAGES,
  POINTS_PER_SCENE_MAX,
  refusal,
  restorePlan,
  SCENES_PER_ORDER_MAX,
  SURVEY_MESSAGES,
  SURVEY_ROUTES as E,
  listedBy,
  type PlanRefusal,
  type Refusal,
  type HiddenProducts,
  type SceneDetail,
  type SurveyPoint,
  type SurveyScene,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { cleanImage, type FileStore, storeCleanImage } from '../../files/index.ts';
import { badRequest, businessError, conflict, notFound } from '../../http/errors.ts';
import { noEntry } from '../../http/no-entry.ts';
import { accessoriesOf, skuAttrsByNo } from '../catalogue/index.ts';
import * as orders from '../design-order/index.ts';
import { sceneChanged } from './change-hooks.ts';
import { readDxf } from './dxf-import.ts';
import { planImageInfo } from './plan-image.ts';
import { planOf, toPoint, toScene } from './presenter.ts';
import * as q from './queries.ts';

/**
 * What each use case may refuse: only what the entries that reach it list (the compiler checks). The plan's upload
 * and the DXF import are plain routes, not entries: their own refusals are unchecked.
 */
/** A caller's checker (`listedBy(...)` of the entries it serves) of the refusals R. */
export type No<R extends string> = (why: Refusal<R>) => Refusal;
export type SceneNo = No<'SURVEY.sceneNotFound'>;
/** Saving a plan: its scene, the plan's own check, the revision it was loaded at. */
export type PlanNo = No<'SURVEY.sceneNotFound' | 'SURVEY.staleRevision' | PlanRefusal['reason']>;
const addNo = listedBy(E.sceneSave, E.sceneBatchAdd);
const renameNo = listedBy(E.sceneRename);
const removeNo = listedBy(E.sceneRemove);
const sortNo = listedBy(E.sceneSort);
const pointNo = listedBy(E.pointAdd, E.pointUpdate);
const addPointNo = listedBy(E.pointAdd);
const updatePointNo = listedBy(E.pointUpdate);
const hiddenNo = listedBy(E.hiddenSave);

async function requireScene(db: Kysely<DB>, accountId: number, sceneId: number, no: SceneNo) {
  const s = await q.findScene(db, accountId, sceneId);
  if (!s) throw notFound(no(refusal(SURVEY_MESSAGES, 'sceneNotFound')));
  return s;
}

async function presentScene(db: Kysely<DB>, row: q.SceneRow): Promise<SurveyScene> {
  return toScene(row, await orders.countScenePoints(db, Number(row.id)));
}

export async function listScenes(db: Kysely<DB>, accountId: number, orderId: number): Promise<SurveyScene[]> {
  await orders.requireSurveyOrder(db, accountId, orderId);
  const rows = await q.scenesOf(db, accountId, orderId);
  return Promise.all(rows.map((r) => presentScene(db, r)));
}

export async function addScenes(
  db: Kysely<DB>,
  accountId: number,
  orderId: number,
  names: readonly string[],
): Promise<SurveyScene[]> {
  await orders.requireSurveyOrder(db, accountId, orderId);
  const rows = await q.insertScenes(db, accountId, orderId, names, SCENES_PER_ORDER_MAX);
  if (!rows.length) throw badRequest(addNo(refusal(SURVEY_MESSAGES, 'tooManyScenes')));
  return rows.map((r) => toScene(r, 0));
}

export async function renameScene(db: Kysely<DB>, accountId: number, sceneId: number, name: string) {
  const row = await q.renameScene(db, accountId, sceneId, name);
  if (!row) throw notFound(renameNo(refusal(SURVEY_MESSAGES, 'sceneNotFound')));
  return presentScene(db, row);
}

/** Removes a scene with its points (the lines stay: units the list holds are the list's; its mounts' go). */
export async function removeScene(db: Kysely<DB>, accountId: number, sceneId: number): Promise<void> {
  const row = await requireScene(db, accountId, sceneId, removeNo);
  if (!(await q.deleteScene(db, accountId, sceneId)))
    throw notFound(removeNo(refusal(SURVEY_MESSAGES, 'sceneNotFound')));
  await orders.syncMountLines(db, accountId, Number(row.order_id));
  await sceneChanged(db, accountId, Number(row.order_id));
}

export async function sortScenes(db: Kysely<DB>, accountId: number, orderId: number, ids: readonly number[]) {
  await orders.requireSurveyOrder(db, accountId, orderId);
  const current = (await q.scenesOf(db, accountId, orderId)).map((r) => Number(r.id));
  const same =
    ids.length === current.length && new Set(ids).size === ids.length && ids.every((i) => current.includes(i));
  if (!same) throw badRequest(sortNo(refusal(SURVEY_MESSAGES, 'sortMismatch')));
  await q.sortScenes(db, accountId, orderId, ids);
}

async function pointsOf(db: Kysely<DB>, sceneId: number): Promise<SurveyPoint[]> {
  const rows = await orders.scenePoints(db, sceneId);
  const attrs = await skuAttrsByNo(
    db,
    rows.map((r) => r.sku_no),
  );
  return rows.map((r) => toPoint(r, attrs.get(r.sku_no) ?? {}));
}

export async function sceneDetail(
  db: Kysely<DB>,
  accountId: number,
  sceneId: number,
  no: SceneNo,
): Promise<SceneDetail> {
  return detailOf(db, await requireScene(db, accountId, sceneId, no));
}

/** The scene's detail from its row (a row just read: the survey system's scenes of an order). */
export async function detailOf(db: Kysely<DB>, row: q.SceneRow): Promise<SceneDetail> {
  const points = await pointsOf(db, Number(row.id));
  const plan = planOf(row);
  return { ...toScene(row, points.length, plan), plan, points };
}

/** Saves the drawn plan: restored and checked by the domain against the scene's own image, at the loaded revision. */
export async function savePlan(
  db: Kysely<DB>,
  accountId: number,
  sceneId: number,
  revision: number,
  plan: unknown,
  no: PlanNo,
) {
  const row = await requireScene(db, accountId, sceneId, no);
  const image = row.plan_width && row.plan_height ? { width: row.plan_width, height: row.plan_height } : null;
  const sent = plan && typeof plan === 'object' ? { ...(plan as object), image } : plan;
  const r = restorePlan(sent);
  if (!r.ok) throw badRequest(no(r.refusal));
  const saved = await q.savePlan(db, accountId, sceneId, revision, r.plan);
  if (!saved) throw conflict(no(refusal(SURVEY_MESSAGES, 'staleRevision')));
  await sceneChanged(db, accountId, Number(row.order_id));
  return presentScene(db, saved);
}

/**
 * A new plan image: a PNG or JPEG by its bytes, checked whole before anything of the scene changes (its size from the
 * header within the limits, then decoded: a broken or oversized one is refused and the scene keeps its calibration,
 * closet and trays), kept cleaned in the file store with its preview; a different size starts a new drawing.
 */
export async function uploadPlan(
  db: Kysely<DB>,
  store: FileStore,
  accountId: number,
  sceneId: number,
  data: Buffer,
): Promise<SurveyScene> {
  const row = await requireScene(db, accountId, sceneId, noEntry);
  if (!planImageInfo(data)) throw badRequest(noEntry(refusal(SURVEY_MESSAGES, 'imageType')));
  const clean = await cleanImage(data, noEntry);
  const { url } = await storeCleanImage(store, 'surveyPlan', clean);
  const old = planOf(row);
  const image = { width: clean.width, height: clean.height };
  const sameSize = old.image?.width === image.width && old.image?.height === image.height;
  const plan = sameSize ? { ...old, image } : { ...emptyPlan(image), horizontalAngle: old.horizontalAngle };
  const saved = await q.setPlanImage(db, accountId, sceneId, { url, ...image }, plan);
  if (!saved) throw notFound(noEntry(refusal(SURVEY_MESSAGES, 'sceneNotFound')));
  await sceneChanged(db, accountId, Number(row.order_id));
  return presentScene(db, saved);
}

type Deploy = orders.PointDeploy;

/** A mount must be one of the camera model's bracket accessories the account can see (else a refusal, nothing changed). */
async function checkMount(db: Kysely<DB>, accountId: number, skuNo: string, mountSkuNo: string | null | undefined) {
  if (!mountSkuNo) return;
  const brackets = (await accessoriesOf(db, skuNo, accountId)).filter(
    (a) => a.status === 0 && isMountCategory(a.category_name),
  );
  if (!brackets.some((a) => a.sku_no === mountSkuNo))
    throw businessError(pointNo(refusal(SURVEY_MESSAGES, 'mountNotBracket')));
}

export async function addPoint(
  db: Kysely<DB>,
  accountId: number,
  input: { sceneId: number; skuNo: string; x: number; y: number } & Deploy,
) {
  const row = await requireScene(db, accountId, input.sceneId, addPointNo);
  const plan = planOf(row);
  if (!plan.image) throw badRequest(addPointNo(refusal(PLAN_MESSAGES, 'noImage')));
  if (!insideImage(plan, input)) throw badRequest(addPointNo(refusal(PLAN_MESSAGES, 'outside')));
  if ((await orders.countScenePoints(db, input.sceneId)) >= POINTS_PER_SCENE_MAX)
    throw badRequest(addPointNo(refusal(SURVEY_MESSAGES, 'tooManyPoints')));
  if ((await q.hiddenSkus(db, Number(row.order_id))).has(input.skuNo))
    throw badRequest(addPointNo(refusal(SURVEY_MESSAGES, 'productHidden')));
  await checkMount(db, accountId, input.skuNo, input.mountSkuNo);
  const { sceneId, ...rest } = input;
  const r = await orders.placePoint(db, accountId, { ...rest, orderId: Number(row.order_id), surveySceneId: sceneId });
  const mounted = input.mountSkuNo
    ? (await orders.syncMountLines(db, accountId, Number(row.order_id))).amount
    : r.amount;
  const amount = (await sceneChanged(db, accountId, Number(row.order_id))) ?? mounted;
  const attrs = await skuAttrsByNo(db, [r.point.sku_no]);
  return { point: toPoint(r.point, attrs.get(r.point.sku_no) ?? {}), lineQuantity: r.lineQuantity, amount };
}

export async function updatePoint(
  db: Kysely<DB>,
  accountId: number,
  input: { id: number; x?: number | undefined; y?: number | undefined } & Deploy,
): Promise<SurveyPoint> {
  const own = await orders.requireOwnPoint(db, accountId, input.id);
  if (input.x !== undefined || input.y !== undefined) {
    const plan = planOf(await requireScene(db, accountId, own.surveySceneId, updatePointNo));
    const at = { x: input.x ?? NaN, y: input.y ?? NaN };
    if (input.x === undefined || input.y === undefined || !insideImage(plan, at))
      throw badRequest(updatePointNo(refusal(PLAN_MESSAGES, 'outside')));
  }
  await checkMount(db, accountId, own.skuNo, input.mountSkuNo);
  const { id, ...rest } = input;
  const p = await orders.updatePoint(db, id, rest);
  if (input.mountSkuNo !== undefined) await orders.syncMountLines(db, accountId, own.orderId);
  await sceneChanged(db, accountId, own.orderId);
  const attrs = await skuAttrsByNo(db, [p.sku_no]);
  return toPoint(p, attrs.get(p.sku_no) ?? {});
}

export async function removePoint(db: Kysely<DB>, accountId: number, pointId: number) {
  const own = await orders.requireOwnPoint(db, accountId, pointId);
  const r = await orders.removePoint(db, accountId, pointId);
  const mounts = await orders.syncMountLines(db, accountId, own.orderId);
  return { ...r, amount: (await sceneChanged(db, accountId, own.orderId)) ?? mounts.amount };
}

export const guideSeen = async (db: Kysely<DB>, accountId: number, guide: string) => ({
  seen: await q.guideSeen(db, accountId, guide),
});
export const saveGuide = (db: Kysely<DB>, accountId: number, guide: string) => q.saveGuide(db, accountId, guide);

/**
 * A DXF drawing as the scene's plan: without layers it only answers the drawing's layers and extent (nothing
 * changes); with the chosen layers their lines become the walls, at the drawing's own scale — or, when it names no
 * unit, at the unit the surveyor chose (a new drawing, no raster image).
 */
export async function importDxf(
  db: Kysely<DB>,
  accountId: number,
  sceneId: number,
  data: Buffer,
  layers: readonly string[] | null,
  chosenUnits?: number,
): Promise<DxfImport> {
  const row = await requireScene(db, accountId, sceneId, noEntry);
  const { segments, insunits } = readDxf(data);
  const found = dxfLayers(segments);
  const extent = dxfExtent(segments);
  if (!layers) return { layers: found, insunits: insunits ?? null, extent, scene: null };
  // The drawing's own unit when it names one; else the one the surveyor chose seeing the sizes (never a guess).
  const r = dxfPlan(segments, layers, insunits || chosenUnits);
  if (!r.ok) throw badRequest(noEntry(r.refusal));
  const saved = await q.setPlanImage(db, accountId, sceneId, { url: null, width: r.width, height: r.height }, r.plan);
  if (!saved) throw notFound(noEntry(refusal(SURVEY_MESSAGES, 'sceneNotFound')));
  await sceneChanged(db, accountId, Number(row.order_id));
  return { layers: found, insunits: insunits ?? null, extent, scene: await presentScene(db, saved) };
}

/** The order's lines with whether each is hidden from the plan (hide-product page). */
export async function hiddenProducts(db: Kysely<DB>, accountId: number, orderId: number): Promise<HiddenProducts> {
  const lines = await orders.surveyOrderLines(db, accountId, orderId);
  const hidden = await q.hiddenSkus(db, orderId);
  return { list: lines.map((l) => ({ ...l, hidden: hidden.has(l.skuNo) })) };
}

/** Hides exactly these models of the order from its plan (their lines stay); each must be one of its lines. */
export async function saveHidden(db: Kysely<DB>, accountId: number, orderId: number, skuNos: readonly string[]) {
  const lines = new Set((await orders.surveyOrderLines(db, accountId, orderId)).map((l) => l.skuNo));
  if (!skuNos.every((s) => lines.has(s))) throw badRequest(hiddenNo(refusal(SURVEY_MESSAGES, 'hiddenNotInOrder')));
  await db.transaction().execute((trx) => q.replaceHidden(trx, orderId, [...new Set(skuNos)]));
  return hiddenProducts(db, accountId, orderId);
}
