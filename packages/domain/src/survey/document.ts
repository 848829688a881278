/**
 * The saved plan of one survey scene: what the user drew over the plan image. Geometry is kept in image
 * pixels (what was clicked; a new calibration rescales it without moving anything) and turned into
 * millimetres through the calibration. A saved plan carries `schemaVersion` and is loaded through one
 * function, restorePlan, which upgrades older versions and keeps fields it does not know (a newer editor's
 * additions survive an older one's save). The server re-checks every saved plan with the same function.
 */
import { z } from 'zod';
import { IMAGE_MAX_SIDE, messages, refusal, type Refusal } from '../core/index.ts';
import { type Calibration, type CalibrationRefusal, calibrate } from './calibration.ts';
import { type ImagePoint } from './units.ts';
import { type Trunking, type Well, WIRING_LIMITS } from './wiring-doc.ts';
import { trunkingSchema, wellSchema } from './wiring-doc-contract.ts';

export const PLAN_SCHEMA_VERSION = 3;
/** imageSide: the upload limit of pictures (core/uploads.ts), checked when a plan image is uploaded. */
export const PLAN_LIMITS = { walls: 5000, doors: 1000, imageSide: IMAGE_MAX_SIDE, thicknessMm: 2000 } as const;

export const PLAN_MESSAGES = messages('PLAN', {
  invalid: '平面图数据格式不正确',
  newerVersion: '平面图由更新版本的编辑器保存，请刷新页面后重试',
  outside: '点位超出平面图范围',
  tooMany: '平面图中的墙体或门过多',
  noImage: '请先上传平面图',
  zeroLength: '墙体长度不能为0',
  elementNotFound: '未找到该元素',
  trunkingPoints: '线槽至少需要两个点',
});

export const WALL_MATERIALS = ['brick', 'concrete', 'glass', 'drywall'] as const;
export type WallMaterial = (typeof WALL_MATERIALS)[number];

export interface Wall {
  id: string;
  a: ImagePoint;
  b: ImagePoint;
  thicknessMm: number;
  material: WallMaterial;
  [extra: string]: unknown;
}
export interface Door {
  id: string;
  a: ImagePoint;
  b: ImagePoint;
  [extra: string]: unknown;
}
export interface PlanDocument {
  schemaVersion: typeof PLAN_SCHEMA_VERSION;
  image: { width: number; height: number } | null;
  calibration: Calibration | null;
  /** Rotation of the plan against north, degrees (part 2 §3 horizontalAngle). */
  horizontalAngle: number;
  walls: Wall[];
  doors: Door[];
  /** Weak-current wells and trunking (version 3, wiring-doc.ts). */
  wells: Well[];
  trunking: Trunking[];
  [extra: string]: unknown;
}

export const emptyPlan = (image: PlanDocument['image'] = null): PlanDocument => ({
  schemaVersion: PLAN_SCHEMA_VERSION,
  image,
  calibration: null,
  horizontalAngle: 0,
  walls: [],
  doors: [],
  wells: [],
  trunking: [],
});

const num = z.number().finite();
const pt = z.object({ x: num, y: num });
const v2 = z.looseObject({
  schemaVersion: z.literal(2),
  image: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }).nullable(),
  calibration: z.object({ a: pt, b: pt, realMm: num }).nullable(),
  horizontalAngle: num,
  walls: z.array(
    z.looseObject({
      id: z.string().min(1).max(40),
      a: pt,
      b: pt,
      thicknessMm: z.number().positive().max(PLAN_LIMITS.thicknessMm),
      material: z.enum(WALL_MATERIALS),
    }),
  ),
  doors: z.array(z.looseObject({ id: z.string().min(1).max(40), a: pt, b: pt })),
});
/** Version 3 adds the wells and the trunking (version 2 plans get none). */
const v3 = v2.extend({
  schemaVersion: z.literal(3),
  wells: z.array(wellSchema),
  trunking: z.array(trunkingSchema),
});
/** Version 1 (the first editor): walls as flat x1,y1,x2,y2 without thickness or material, no doors, `scale` in mm/px. */
const v1 = z.looseObject({
  version: z.literal(1),
  image: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }).nullable().optional(),
  walls: z.array(z.looseObject({ id: z.string().min(1).max(40), x1: num, y1: num, x2: num, y2: num })),
  scale: num.positive().nullable().optional(),
});

function upgradeV1(d: z.infer<typeof v1>): unknown {
  const { version: _v, walls, scale, ...rest } = d;
  // A scale becomes a calibration over 1000 image pixels along x.
  const calibration = scale ? { a: { x: 0, y: 0 }, b: { x: 1000, y: 0 }, realMm: scale * 1000 } : null;
  return {
    ...rest,
    schemaVersion: 2,
    image: d.image ?? null,
    calibration,
    horizontalAngle: 0,
    walls: walls.map(({ x1, y1, x2, y2, ...w }) => ({
      ...w,
      a: { x: x1, y: y1 },
      b: { x: x2, y: y2 },
      thicknessMm: 240,
      material: 'brick',
    })),
    doors: [],
  };
}

/** Why a sent or stored plan is refused (what an entry that saves one lists). */
export type PlanRefusal =
  Refusal<'PLAN.newerVersion' | 'PLAN.invalid' | 'PLAN.tooMany' | 'PLAN.outside' | 'PLAN.noImage'> | CalibrationRefusal;
export type Restored = { ok: true; plan: PlanDocument } | { ok: false; refusal: PlanRefusal };

/** The one way a saved plan is read: upgrade, validate, keep unknown fields, check it fits its image. */
export function restorePlan(input: unknown): Restored {
  let data = input;
  const version =
    data && typeof data === 'object'
      ? ((data as { schemaVersion?: unknown }).schemaVersion ?? (data as { version?: unknown }).version)
      : undefined;
  if (typeof version === 'number' && version > PLAN_SCHEMA_VERSION)
    return { ok: false, refusal: refusal(PLAN_MESSAGES, 'newerVersion') };
  if (version === 1) {
    const old = v1.safeParse(data);
    if (!old.success) return { ok: false, refusal: refusal(PLAN_MESSAGES, 'invalid') };
    data = upgradeV1(old.data);
  }
  if (version === 1 || version === 2) {
    const old = v2.safeParse(data);
    if (!old.success) return { ok: false, refusal: refusal(PLAN_MESSAGES, 'invalid') };
    data = { ...old.data, schemaVersion: 3, wells: [], trunking: [] };
  }
  const parsed = v3.safeParse(data);
  if (!parsed.success) return { ok: false, refusal: refusal(PLAN_MESSAGES, 'invalid') };
  const plan = parsed.data as unknown as PlanDocument;
  if (
    plan.walls.length > PLAN_LIMITS.walls ||
    plan.doors.length > PLAN_LIMITS.doors ||
    plan.wells.length > WIRING_LIMITS.wells ||
    plan.trunking.length > WIRING_LIMITS.trunking
  )
    return { ok: false, refusal: refusal(PLAN_MESSAGES, 'tooMany') };
  if (plan.calibration) {
    const c = calibrate(plan.calibration.a, plan.calibration.b, plan.calibration.realMm);
    if (!c.ok) return { ok: false, refusal: c.refusal };
  }
  const inside = (p: ImagePoint) => insideImage(plan, p);
  if (plan.image) {
    const pts = [...plan.walls, ...plan.doors].flatMap((s) => [s.a, s.b]);
    pts.push(...plan.wells.map((w) => w.at), ...plan.trunking.flatMap((t) => t.points));
    if (plan.calibration) pts.push(plan.calibration.a, plan.calibration.b);
    if (!pts.every(inside)) return { ok: false, refusal: refusal(PLAN_MESSAGES, 'outside') };
  } else if (plan.walls.length || plan.doors.length || plan.wells.length || plan.trunking.length)
    return { ok: false, refusal: refusal(PLAN_MESSAGES, 'noImage') };
  return { ok: true, plan };
}

/** Whether an image point lies on the plan image. */
export function insideImage(plan: Pick<PlanDocument, 'image'>, p: { x: number; y: number }): boolean {
  return (
    !!plan.image &&
    Number.isFinite(p.x) &&
    Number.isFinite(p.y) &&
    p.x >= 0 &&
    p.y >= 0 &&
    p.x <= plan.image.width &&
    p.y <= plan.image.height
  );
}
