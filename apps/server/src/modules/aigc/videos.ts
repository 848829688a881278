/**
 * The video library (part 1 §7 "AI": video generation, edit, title, library): a video is queued on its row and made
 * by the render task (worker.ts). Quotas per account — videos kept, bytes kept, videos in flight — are checked and the
 * row written under one advisory lock of the account, so parallel requests cannot overrun them. The shots' pictures
 * are the models' own, looked up again here (a picture address sent by the browser is never used).
 */
import {
  AIGC_MESSAGES as M,
  AIGC_VIDEO_QUOTA,
  ErrorCode,
  refusal,
  type AigcShot,
  listedBy,
  AIGC_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { fileStoreFor } from '../../files/index.ts';
import { businessError, notFound } from '../../http/errors.ts';
import { toVideo } from './presenter.ts';
import * as q from './queries.ts';
import { canRender } from './renderers.ts';
import { productFacts } from './service.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const checkRendererNo = listedBy(AIGC_ROUTES.videoEdit, AIGC_ROUTES.videoGenerate);
const videoGenerateNo = listedBy(AIGC_ROUTES.videoGenerate);
const videoEditNo = listedBy(AIGC_ROUTES.videoEdit);
const videoTitleNo = listedBy(AIGC_ROUTES.videoTitle);
const videoDeleteNo = listedBy(AIGC_ROUTES.videoDelete);

/** The shots with each picture taken from its model (one the account may see), or none. */
async function ownShots(db: Kysely<DB>, accountId: number, shots: AigcShot[]): Promise<AigcShot[]> {
  const nos = [...new Set(shots.map((s) => s.skuNo).filter((n): n is string => !!n))];
  const facts = new Map((await productFacts(db, accountId, nos, false)).map((f) => [f.skuNo, f]));
  return shots.map((s) => {
    const f = s.skuNo ? facts.get(s.skuNo) : undefined;
    return {
      skuNo: f?.skuNo ?? null,
      picUrl: f?.picUrl ?? null,
      model: f?.model ?? null,
      productName: f?.name ?? null,
      caption: s.caption,
      seconds: s.seconds,
    };
  });
}

/**
 * No instance can make it (this one has no ffmpeg or does not render, and no renderer was seen within
 * renderers.ts's window): a video would never be made, so none is queued (503, reason renderUnavailable).
 */
async function checkRenderer(db: Kysely<DB>, config: Config) {
  if (!(await canRender(db, config)))
    throw businessError(checkRendererNo(refusal(M, 'renderUnavailable')), ErrorCode.unavailable, 503);
}

async function checkQuota(db: Kysely<DB>, accountId: number, adding: boolean) {
  const u = await q.usage(db, accountId);
  if (adding && Number(u.count) >= AIGC_VIDEO_QUOTA.count)
    throw businessError(checkRendererNo(refusal(M, 'videoCountQuota')));
  if (Number(u.bytes) >= AIGC_VIDEO_QUOTA.bytes) throw businessError(checkRendererNo(refusal(M, 'videoBytesQuota')));
  if (Number(u.in_flight) >= AIGC_VIDEO_QUOTA.inFlight)
    throw businessError(checkRendererNo(refusal(M, 'videoInFlight')));
}

export async function generate(
  db: Kysely<DB>,
  config: Config,
  accountId: number,
  body: { scriptId: number; title: string; shots: AigcShot[] },
) {
  await checkRenderer(db, config);
  if (!(await q.findScript(db, accountId, body.scriptId)))
    throw notFound(videoGenerateNo(refusal(M, 'scriptNotFound')));
  const shots = await ownShots(db, accountId, body.shots);
  const row = await db.transaction().execute(async (trx) => {
    await q.lockAccountVideos(trx, accountId);
    await checkQuota(trx, accountId, true);
    return q.insertVideo(trx, {
      account_id: accountId,
      script_id: body.scriptId,
      title: body.title,
      shots: JSON.stringify(shots),
    });
  });
  return toVideo(row, fileStoreFor(config));
}

export async function edit(db: Kysely<DB>, config: Config, accountId: number, body: { id: number; shots: AigcShot[] }) {
  await checkRenderer(db, config);
  const shots = await ownShots(db, accountId, body.shots);
  const row = await db.transaction().execute(async (trx) => {
    await q.lockAccountVideos(trx, accountId);
    const v = await q.findVideo(trx, accountId, body.id);
    if (!v) throw notFound(videoEditNo(refusal(M, 'videoNotFound')));
    if (v.status === 0 || v.status === 1) throw businessError(videoEditNo(refusal(M, 'videoBusy')));
    await checkQuota(trx, accountId, false);
    const r = await q.requeueVideo(trx, accountId, body.id, JSON.stringify(shots));
    if (!r) throw businessError(videoEditNo(refusal(M, 'videoBusy')));
    return r;
  });
  return toVideo(row, fileStoreFor(config));
}

export async function retitle(db: Kysely<DB>, config: Config, accountId: number, body: { id: number; title: string }) {
  const r = await q.retitleVideo(db, accountId, body.id, body.title);
  if (!r) throw notFound(videoTitleNo(refusal(M, 'videoNotFound')));
  return toVideo(r, fileStoreFor(config));
}

export async function library(
  db: Kysely<DB>,
  config: Config,
  accountId: number,
  query: { page: number; size: number },
) {
  const [rows, total] = await q.pageVideos(db, accountId, query.page, query.size);
  const store = fileStoreFor(config);
  return {
    list: rows.map((r) => toVideo(r, store)),
    total: Number(total.n),
    usedBytes: Number(total.bytes),
    quota: { ...AIGC_VIDEO_QUOTA },
  };
}

/** Deletes the row (not while a worker renders it), then its file from the store. */
export async function remove(db: Kysely<DB>, config: Config, accountId: number, id: number) {
  const r = await q.deleteVideo(db, accountId, id);
  if (!r) {
    if (await q.findVideo(db, accountId, id)) throw businessError(videoDeleteNo(refusal(M, 'videoBusy')));
    throw notFound(videoDeleteNo(refusal(M, 'videoNotFound')));
  }
  if (r.file_key) await fileStoreFor(config).delete(r.file_key);
}
