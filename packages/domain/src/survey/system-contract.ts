/**
 * The survey's system build calls (part 2 §7 survey/design endpoints): intelligent wiring (draw start, list, save),
 * topology recommendation and snapshots, the hand-off exports with polling, AI wall recognition (ask, result, save,
 * end, score). Shapes shared by the server's routes and the web.
 */
import { z } from 'zod';
import { RECORDING_DAYS_DEFAULT } from './topology.ts';
import { WIRING_DEFAULTS } from './wiring.ts';
import { EXPORT_KINDS, SERVICER_ROLES } from './system-api.ts';

const id = z.coerce.number().int().positive();

const pt = z.object({ x: z.number(), y: z.number() });

export const wiringBodySchema = z.object({
  sceneId: id,
  slackPercent: z.number().min(0).max(100).default(WIRING_DEFAULTS.slackPercent),
  allowanceM: z.number().min(0).max(50).default(WIRING_DEFAULTS.allowanceM),
});

export const cableRunSchema = z.object({
  runId: z.string(),
  deviceId: z.string(),
  from: z.string(),
  wellId: z.string(),
  to: z.string(),
  horizontalM: z.number(),
  verticalM: z.number(),
  installedM: z.number(),
  purchasedM: z.number(),
  over90m: z.boolean(),
  /** Walls its straight drops pass through (issue 58 §9). */
  wallCrossings: z.number().int().min(0),
  path: z.array(pt),
});

export type CableRunView = z.infer<typeof cableRunSchema>;

export const wiringSchema = z.object({
  runs: z.array(cableRunSchema),
  unreachable: z.array(z.object({ deviceId: z.string(), label: z.string() })),
  boxCount: z.number(),
  totalInstalledM: z.number(),
  totalPurchasedM: z.number(),
  rj45Count: z.number(),
  moduleCount: z.number(),
  wallCrossings: z.number().int().min(0),
  warnings: z.array(z.string()),
});

export const wiringSavedSchema = z.object({ wiring: wiringSchema, amount: z.number() });

export const cableScheduleSchema = z.array(cableRunSchema.extend({ sceneId: z.number(), sceneName: z.string() }));

export const topologyBodySchema = z.object({
  orderId: id,
  recordingDays: z.number().int().min(1).max(365).default(RECORDING_DAYS_DEFAULT),
});

const role = z.enum(['camera', 'access', 'aggregation', 'nvr', 'disk']);

export const topologySchema = z.object({
  nodes: z.array(z.object({ id: z.string(), role, label: z.string(), skuNo: z.string().nullable() })),
  edges: z.array(z.object({ id: z.string(), source: z.string(), target: z.string() })),
  lines: z.array(
    z.object({
      skuNo: z.string(),
      name: z.string(),
      role: role.exclude(['camera']),
      quantity: z.number(),
      priceFen: z.number(),
    }),
  ),
  storageTB: z.number(),
  notes: z.array(z.string()),
});

export const topologySaveSchema = topologyBodySchema.extend({
  name: z.string().trim().min(1).max(50).default('拓扑方案'),
  /** Where the user put the diagram's nodes (node id → position). */
  layout: z.record(z.string().max(80), pt).default({}),
});

export const snapshotSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  recordingDays: z.number(),
  createdAt: z.string(),
});

export const snapshotSchema = snapshotSummarySchema.extend({
  topology: topologySchema,
  layout: z.record(z.string(), pt),
});

export const topologySavedSchema = z.object({ snapshot: snapshotSchema, amount: z.number() });

export const billStateSchema = z.object({
  wiring: z.array(z.object({ sceneId: z.number(), sceneName: z.string(), stale: z.string().nullable() })),
  topology: z.object({ recordingDays: z.number(), stale: z.string().nullable() }).nullable(),
  stale: z.boolean(),
});

export const exportStartSchema = z.object({ orderId: id, kind: z.enum(EXPORT_KINDS) });

export const jobQuerySchema = z.object({ jobId: id });

export const jobSchema = z.object({
  jobId: z.number(),
  kind: z.enum(['pdf', 'xlsx', 'dxf', 'walls']),
  status: z.enum(['pending', 'running', 'done', 'failed', 'ended']),
  progress: z.number(),
  fileUrl: z.string().nullable(),
  error: z.string().nullable(),
  /** Recognised walls (image pixels), for review before they are saved. */
  walls: z.array(z.object({ a: pt, b: pt })).nullable(),
  score: z.number().nullable(),
});

export type SurveyJob = z.infer<typeof jobSchema>;

export const wallsAskSchema = z.object({ sceneId: id });

export const wallsSaveSchema = z.object({
  jobId: id,
  revision: z.number().int().min(0),
  walls: z.array(z.object({ a: pt, b: pt })).max(5000),
});

export const wallsScoreSchema = z.object({ jobId: id, score: z.number().int().min(1).max(5) });

export const wallsEndSchema = z.object({ jobId: id });

export const servicerSaveSchema = z.object({
  orderId: id,
  role: z.enum(SERVICER_ROLES, { error: '请选择服务内容' }),
  company: z.string().trim().max(60, '服务单位不能超过60个字').default(''),
  contactName: z.string().trim().min(1, '请填写服务人员姓名').max(20, '服务人员姓名不能超过20个字'),
  phone: z
    .string()
    .trim()
    .regex(/^1\d{10}$/, '请填写正确的11位手机号'),
  plannedDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD')
    .nullable()
    .default(null),
  note: z.string().trim().max(200, '备注不能超过200个字').default(''),
});

export const servicerSchema = servicerSaveSchema.omit({ orderId: true }).extend({ updatedAt: z.string() });

export type Servicer = z.infer<typeof servicerSchema>;
