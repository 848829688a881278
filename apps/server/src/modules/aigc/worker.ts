/**
 * The render worker: a durable job on the video's row. The task `aigc.render` (through the job queue, on every
 * instance) claims the oldest waiting video (queries.claimVideo: SKIP LOCKED, a lease, one attempt more), renders it
 * in a temporary directory while it writes the progress and extends the lease, stores the MP4 in the file store and
 * marks the row done only if the attempt is still its own (else the stored file is removed again). A stopping
 * instance gives its attempt back (queued again at once); an instance that dies leaves a lease that runs out, and
 * the next claim takes it over. A render past the 1,000 s of §9, or failing AIGC_RENDER_ATTEMPTS times, fails the
 * row with a message. Only a finished row carries a file, so no half file is ever served.
 */
import { AIGC_MESSAGES as M, AIGC_RENDER_ATTEMPTS, AIGC_VIDEO_TIMEOUT_SECONDS, type AigcShot } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { findFfmpeg } from '../../../ffmpeg.mjs';
import { contentTypeOf, fileStoreFor, isValidKey, keyFor, type FileStore } from '../../files/index.ts';
import * as q from './queries.ts';
import { renderVideo, type RenderShot } from './render.ts';

/** The bytes of a picture of this portal's file store (by its /static/ or /files/ address), or null. */
async function pictureOf(store: FileStore, url: string | null): Promise<RenderShot['picture']> {
  const key = url?.replace(/^\/(static|files)\//, '') ?? '';
  if (!url || key === url || !isValidKey(key)) return null;
  const f = await store.get(key).catch(() => null);
  if (!f) return null;
  const type = contentTypeOf(key);
  return /^image\/(svg\+xml|png|jpeg|webp)$/.test(type) ? { data: f.body, type } : null;
}

export class RenderWorker {
  private readonly running = new Set<AbortController>();
  private stopped = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Config,
    private readonly opts: { voice?: boolean } = {},
  ) {}

  /** Claims and renders one waiting video; false when none waited (or this worker is busy or stopped). */
  async renderNext(log?: FastifyBaseLogger): Promise<boolean> {
    if (this.stopped || this.running.size > 0) return false;
    // No ffmpeg here (the start said so): claim nothing, so a queued video waits for an instance that can make it
    // instead of spending its attempts on this one.
    if (!findFfmpeg()) return false;
    const { leaseSeconds, width, height } = this.config.aigc;
    const row = await q.claimVideo(this.db, leaseSeconds);
    if (!row) return false;
    const id = Number(row.id);
    const attempt = row.attempts;
    if (attempt > AIGC_RENDER_ATTEMPTS) {
      await q.failVideo(this.db, id, attempt, M.renderFailed);
      return true;
    }
    const stop = new AbortController();
    this.running.add(stop);
    const timeout = AbortSignal.timeout(AIGC_VIDEO_TIMEOUT_SECONDS * 1000);
    const signal = AbortSignal.any([stop.signal, timeout]);
    const store = fileStoreFor(this.config);
    let last = -1;
    let writing: Promise<void> = Promise.resolve();
    try {
      const shots = row.shots as unknown as AigcShot[];
      const render: RenderShot[] = [];
      for (const s of shots)
        render.push({ caption: s.caption, seconds: s.seconds, picture: await pictureOf(store, s.picUrl) });
      const made = await renderVideo(render, {
        width,
        height,
        signal,
        ...(this.opts.voice === undefined ? {} : { voice: this.opts.voice }),
        onProgress: (pct) => {
          if (pct === last) return;
          last = pct;
          writing = writing
            .then(async () => {
              // Lost the attempt (the lease ran out and another worker took it): stop rendering.
              if (!(await q.reportProgress(this.db, id, attempt, pct, leaseSeconds))) stop.abort(new Error('lost'));
            })
            // The database cannot be reached: stop too (the lease runs out and another attempt follows).
            .catch(() => stop.abort(new Error('database unreachable')));
        },
      });
      await writing;
      signal.throwIfAborted();
      const key = keyFor('aigcVideo', 'mp4');
      await store.put(key, made.file, 'video/mp4');
      const done = await q
        .finishVideo(this.db, id, attempt, {
          file_key: key,
          bytes: made.file.length,
          duration_ms: made.durationMs,
          width,
          height,
          voice: made.voice,
          captions: made.captions,
        })
        .catch(async (e: unknown) => {
          // The row could not be marked (database gone): the stored file must not stay behind unowned.
          await store.delete(key).catch(() => {});
          throw e;
        });
      if (!done) await store.delete(key);
      else if (done.old_key && done.old_key !== key) await store.delete(done.old_key).catch(() => {});
      log?.info({ videoId: id, attempt, bytes: made.file.length }, 'AI 视频已生成');
    } catch (err) {
      await writing.catch(() => {});
      if (timeout.aborted) await q.failVideo(this.db, id, attempt, M.renderTimeout);
      else if (stop.signal.aborted) await q.releaseVideo(this.db, id, attempt);
      else {
        log?.error({ err, videoId: id, attempt }, 'AI 视频生成失败');
        if (attempt >= AIGC_RENDER_ATTEMPTS) await q.failVideo(this.db, id, attempt, M.renderFailed);
        else await q.releaseVideo(this.db, id, attempt);
      }
    } finally {
      this.running.delete(stop);
    }
    return true;
  }

  /** Stops: the render in progress is killed and its attempt given back (another worker resumes it). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const c of this.running) c.abort(new Error('instance stopping'));
  }
}
