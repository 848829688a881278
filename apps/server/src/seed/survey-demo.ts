/**
 * A survey project for the demo's first-level dealer (13800000002), so the survey tool opens on real work: a design
 * order of the survey type with one floor (a drawn plan image, calibrated, its walls and doors) and four cameras
 * placed in the rooms, its trays, cabinet and saved wiring — made through the modules' own use cases (the list, generating the order, scenes, the plan,
 * placed points), so the order's lines and totals are what a dealer's own clicks would have made, at this dealer's
 * prices. Fills only what is missing: an account that already has the project keeps it as it is.
 */
import {
  type PlanDocument,
  PLAN_SCHEMA_VERSION,
  SURVEY_ORDER_TYPE,
  WIRING_DEFAULTS,
  imagePoint,
  mm,
  totalsOf,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { FileStore } from '../files/index.ts';
import { noEntry } from '../http/no-entry.ts';
import { addToMatchList } from '../modules/catalogue/index.ts';
import { generateOrder, listLines } from '../modules/design-order/index.ts';
import { addPoint, addScenes, savePlan, uploadPlan } from '../modules/survey/index.ts';
import { drawFloorPlan, saveWiring } from '../modules/survey-system/index.ts';
import { CAT } from './categories.ts';

export const SURVEY_DEMO = {
  phone: '13800000002',
  orderName: '演示项目：园区办公楼一层监控',
  sceneName: '一层 办公区',
} as const;

/** The plan image's size and the building's real width (its outer wall, left to right). */
const W = 1600;
const H = 1200;
const BUILDING_MM = 36_000;
/** The drawing's 1000 × 750 grid (survey-system/floor-plan-drawing.ts) in image pixels. */
const gx = (x: number) => (x * W) / 1000;
const gy = (y: number) => (y * H) / 750;

/** Models of the categories the dealer sees, priced, most used first. */
async function camerasOf(db: Kysely<DB>, categories: string[], n: number) {
  return (
    db
      .selectFrom('sku')
      .innerJoin('spu', 'spu.id', 'sku.spu_id')
      .select(['sku.sku_no', 'spu.spu_no'])
      .where(
        'spu.second_category_id',
        'in',
        categories.map((c) => CAT[c]!),
      )
      .where('spu.source', '=', 1) // the brand's own range (0 is a dealer's private products)
      .where('spu.status', '=', 0)
      .where('sku.status', '=', 0)
      // Priced for a first-level dealer (its wholesale price) and at retail: the demo's lines are never ¥0.
      .where('sku.wholesale_price_fen', '>', 0)
      .where('sku.price_fen', '>', 0)
      .orderBy('spu.times_used', 'desc')
      .orderBy('sku.id')
      .limit(n)
      .execute()
  );
}

export async function seedSurveyDemo(db: Kysely<DB>, store: FileStore, log: (m: string) => void): Promise<void> {
  const owner = await db.selectFrom('account').select('id').where('phone', '=', SURVEY_DEMO.phone).executeTakeFirst();
  if (!owner) return;
  const accountId = Number(owner.id);
  const existing = await db
    .selectFrom('design_order')
    .select('id')
    .where('account_id', '=', accountId)
    .where('name', '=', SURVEY_DEMO.orderName)
    .executeTakeFirst();
  if (existing) return;

  const bullets = await camerasOf(db, ['枪型网络摄像机', '筒型网络摄像机'], 1);
  const domes = await camerasOf(db, ['半球网络摄像机'], 1);
  const picked = [...bullets, ...domes];
  if (picked.length < 2) return; // a catalogue without cameras: nothing to design with

  // The two models into the dealer's list (加入配单), then the order generated from the list (the list empties of them).
  await addToMatchList(db, accountId, { productList: picked.map((s) => ({ spuNo: s.spu_no, skuNo: s.sku_no })) });
  const lines = (await listLines(db, accountId)).lines.filter((l) => picked.some((s) => s.sku_no === l.skuNo));
  // The total the list shows for these lines: generating re-checks it, as it does the browser's.
  const totals = totalsOf(lines.map((l) => ({ priceFen: l.price, quantity: l.quantity, amountFen: l.amount })));
  const { id: orderId } = await generateOrder(db, accountId, {
    name: SURVEY_DEMO.orderName,
    remark: '演示数据：平面图、墙体与四个摄像机点位已布好，可直接修改',
    orderType: SURVEY_ORDER_TYPE,
    amount: totals.totalFen,
    preferential: totals.discountFen,
    productLists: lines, // the list's lines as the list answered them, as the browser sends them back
  });

  const [scene] = await addScenes(db, accountId, orderId, [SURVEY_DEMO.sceneName]);
  const drawn = drawFloorPlan(W, H);
  const uploaded = await uploadPlan(db, store, accountId, scene!.sceneId, drawn.png);
  const plan: PlanDocument = {
    schemaVersion: PLAN_SCHEMA_VERSION,
    image: { width: W, height: H },
    calibration: { a: imagePoint(gx(50), gy(50)), b: imagePoint(gx(950), gy(50)), realMm: mm(BUILDING_MM) },
    horizontalAngle: 0,
    walls: drawn.walls.map((w, i) => ({
      id: `demo-w${i + 1}`,
      a: imagePoint(w.a.x, w.a.y),
      b: imagePoint(w.b.x, w.b.y),
      thicknessMm: i < 4 ? 240 : 120,
      material: i < 4 ? 'concrete' : 'brick',
    })),
    doors: [
      [400, 300, 400, 340],
      [150, 380, 190, 380],
      [600, 300, 640, 300],
    ].map(([x0, y0, x1, y1], i) => ({
      id: `demo-d${i + 1}`,
      a: imagePoint(gx(x0!), gy(y0!)),
      b: imagePoint(gx(x1!), gy(y1!)),
    })),
    // the weak-current cabinet in the corner by 机房, a tray along the top rooms' ceiling and one down the left side
    // and along the bottom rooms to it: every camera's drop to a tray stays in its room
    wells: [{ id: 'demo-well', at: imagePoint(gx(940), gy(650)), label: '弱电井', cabinetHeightMm: 1000 }],
    trunking: [
      { id: 'demo-t1', points: [imagePoint(gx(60), gy(100)), imagePoint(gx(940), gy(100))], heightMm: 3000 },
      {
        id: 'demo-t2',
        points: [imagePoint(gx(60), gy(100)), imagePoint(gx(60), gy(650)), imagePoint(gx(940), gy(650))],
        heightMm: 3000,
      },
    ],
  };
  await savePlan(db, accountId, scene!.sceneId, uploaded.revision, plan, noEntry);
  // Cameras in the rooms' corners looking in; the bullets watch the two large rooms, the domes the small ones.
  const bullet = picked[0]!.sku_no;
  const dome = picked[picked.length - 1]!.sku_no;
  const points: [string, number, number, number, string][] = [
    [bullet, 70, 70, 35, '大办公区'],
    [bullet, 930, 70, 145, '会议室'],
    [dome, 70, 680, -40, '前台'],
    [dome, 930, 680, -140, '机房'],
  ];
  for (const [skuNo, x, y, azimuthDeg, label] of points)
    await addPoint(db, accountId, {
      sceneId: scene!.sceneId,
      skuNo,
      x: gx(x),
      y: gy(y),
      azimuthDeg,
      mountHeightMm: 3000,
      label,
    });
  // the wiring saved, as the surveyor's 保存布线 does: the cable schedule and the cabling lines are in the order
  await saveWiring(db, accountId, scene!.sceneId, WIRING_DEFAULTS);
  log(`勘测演示项目：「${SURVEY_DEMO.orderName}」（${SURVEY_DEMO.phone}，1 个场景，4 个摄像机点位）`);
}
