/** The AI area's paths and schemas (part 1 §7 "AI"): scripts, sessions, models, feedback, the streams, videos. */
import { z } from 'zod';
import { pageNumber, pageSize } from '../core/index.ts';
import {
  AIGC_CAPTION_MAX,
  AIGC_FEEDBACK_MAX,
  AIGC_LENGTHS,
  AIGC_MESSAGES as M,
  AIGC_NOTE_MAX,
  AIGC_SCENES,
  AIGC_SCRIPT_MAX,
  AIGC_SHOT_SECONDS,
  AIGC_SHOTS_MAX,
  AIGC_SKUS_MAX,
  AIGC_STYLES,
  AIGC_TITLE_MAX,
} from './aigc.ts';

const idOf = (msg: string) => z.coerce.number({ error: msg }).int(msg).min(1, msg).max(Number.MAX_SAFE_INTEGER, msg);

const skuNo = z.string().trim().min(1, M.skuNotFound).max(64, M.skuNotFound);

const title = z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(AIGC_TITLE_MAX, M.titleTooLong);

export const aigcSessionBodySchema = z.object({
  skuNos: z.array(skuNo, { error: M.skusRequired }).min(1, M.skusRequired).max(AIGC_SKUS_MAX, M.skusTooMany),
  scene: z.enum(AIGC_SCENES, { error: M.sceneInvalid }),
  style: z.enum(AIGC_STYLES, { error: M.styleInvalid }),
  lengthSeconds: z.union(
    AIGC_LENGTHS.map((n) => z.literal(n)),
    { error: M.lengthInvalid },
  ),
  /** Show the prices the dealer sees in the script. */
  showPrice: z.boolean().default(false),
  note: z.string().max(AIGC_NOTE_MAX, M.noteTooLong).default(''),
});

export type AigcSessionBody = z.input<typeof aigcSessionBodySchema>;

export const aigcSessionSchema = z.object({ sessionId: z.number() });

export const aigcStreamScriptBodySchema = z.object({
  sessionId: idOf(M.sessionNotFound),
  /** 'local' forces the built-in writer (offered after the model failed). */
  provider: z.enum(['auto', 'local']).default('auto'),
});

export const aigcStreamVideoScriptBodySchema = z.object({ scriptId: idOf(M.scriptNotFound) });

export const aigcSkuListQuerySchema = z.object({
  keyword: z.string().trim().max(40).default(''),
  page: pageNumber,
  size: pageSize(10, 30),
});

export const aigcSkuSchema = z.object({
  skuNo: z.string(),
  name: z.string(),
  model: z.string(),
  category: z.string().nullable(),
  picUrl: z.string().nullable(),
  priceFen: z.number().nullable(),
});

export const aigcFeedbackBodySchema = z.object({
  sessionId: idOf(M.sessionNotFound),
  /** 1 useful, 2 not useful. */
  rating: z.union([z.literal(1), z.literal(2)]),
  text: z.string().trim().max(AIGC_FEEDBACK_MAX, M.feedbackTooLong).default(''),
});

const content = z
  .string({ error: M.contentRequired })
  .trim()
  .min(1, M.contentRequired)
  .max(AIGC_SCRIPT_MAX, M.contentTooLong);

export const aigcScriptSaveBodySchema = z.object({
  /** Saving an existing script of one's own replaces its title and words. */
  id: idOf(M.scriptNotFound).optional(),
  sessionId: idOf(M.sessionNotFound).optional(),
  title,
  content,
});

export const aigcScriptSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  skuNos: z.array(z.string()),
  scene: z.string(),
  style: z.string(),
  lengthSeconds: z.number(),
  provider: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type AigcScript = z.infer<typeof aigcScriptSchema>;

export const aigcPageQuerySchema = z.object({ page: pageNumber, size: pageSize(10, 50) });

export const aigcScriptIdQuerySchema = z.object({ id: idOf(M.scriptNotFound) });

export const aigcScriptIdBodySchema = z.object({ id: idOf(M.scriptNotFound) });

export const aigcShotSchema = z.object({
  skuNo: z.string().max(64).nullable(),
  picUrl: z.string().max(300).nullable(),
  model: z.string().max(120).nullable().optional(),
  productName: z.string().max(200).nullable().optional(),
  caption: z.string().trim().max(AIGC_CAPTION_MAX, M.captionTooLong),
  seconds: z
    .number({ error: M.shotSeconds })
    .min(AIGC_SHOT_SECONDS.min, M.shotSeconds)
    .max(AIGC_SHOT_SECONDS.max, M.shotSeconds),
});

const shots = z
  .array(aigcShotSchema, { error: M.shotsRequired })
  .min(1, M.shotsRequired)
  .max(AIGC_SHOTS_MAX, M.shotsTooMany);

export const aigcVideoGenerateBodySchema = z.object({ scriptId: idOf(M.scriptNotFound), title, shots });

/** Edit: the shots reordered or retimed (captions too): the video is rendered again. */
export const aigcVideoEditBodySchema = z.object({ id: idOf(M.videoNotFound), shots });

export const aigcVideoTitleBodySchema = z.object({ id: idOf(M.videoNotFound), title });

export const aigcVideoIdBodySchema = z.object({ id: idOf(M.videoNotFound) });

export const aigcVideoSchema = z.object({
  id: z.number(),
  scriptId: z.number().nullable(),
  title: z.string(),
  status: z.number(),
  progress: z.number(),
  attempts: z.number(),
  shots: z.array(aigcShotSchema),
  url: z.string().nullable(),
  bytes: z.number(),
  durationMs: z.number(),
  width: z.number(),
  height: z.number(),
  voice: z.boolean(),
  captions: z.boolean(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

export type AigcVideo = z.infer<typeof aigcVideoSchema>;

export const aigcVideoLibrarySchema = z.object({
  list: z.array(aigcVideoSchema),
  total: z.number(),
  usedBytes: z.number(),
  quota: z.object({ count: z.number(), bytes: z.number(), inFlight: z.number() }),
});
