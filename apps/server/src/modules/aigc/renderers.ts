/**
 * Who can make a video. The render task runs on the instances with ffmpeg and AIGC_RENDER_SECONDS > 0 (under compose,
 * the `render` service from the render image); the web instances run without ffmpeg. Each renderer writes a
 * heartbeat in aigc_renderer every RENDERER_BEAT_SECONDS (its row, the database's clock, so the servers' clocks do
 * not matter), and a request to make or edit a video is accepted when this instance renders itself or some renderer
 * was seen within RENDERER_STALE_SECONDS; otherwise it is refused (503, AIGC.renderUnavailable) and nothing is
 * queued. How stale: up to 45 s — three beats missed (a database hiccup, a long stop) before a renderer counts as
 * gone; a renderer that died less than 45 s ago still lets videos be queued, and they wait on their rows for the next
 * renderer (worker.ts claims them), they are never lost.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { findFfmpeg } from '../../../ffmpeg.mjs';
import type { Config } from '../../config.ts';
import { everyMs, type Job } from '../../portal-module.ts';
import * as q from './queries.ts';
import type { Db } from './tables.ts';

const RENDERER_BEAT_SECONDS = 15;
export const RENDERER_STALE_SECONDS = 45;
/** Rows of renderers gone for longer than this are removed by the next beat (each start is a new row). */
const RENDERER_FORGET_HOURS = 24;

/** This instance renders: the render task is on here and ffmpeg is found. */
const rendersHere = (config: Config) => config.aigc.renderEverySeconds > 0 && findFfmpeg() !== null;

/** Whether a video asked for now would be made: by this instance, or by a renderer alive elsewhere. */
export async function canRender(db: Db, config: Config): Promise<boolean> {
  return rendersHere(config) || (await q.rendererAlive(db, RENDERER_STALE_SECONDS));
}

/** The heartbeat of a renderer instance (beats only while ffmpeg is found; its row is removed when it stops). */
export function heartbeatJob(db: Db, config: Config): Job {
  const instance = `${os.hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  const job = everyMs('AI 视频渲染心跳', RENDERER_BEAT_SECONDS * 1000, async () => {
    if (rendersHere(config)) await q.beat(db, instance, RENDERER_FORGET_HOURS);
    else await q.forget(db, instance);
  });
  return {
    name: job.name,
    start: (log) => job.start(log),
    async stop() {
      await job.stop();
      await q.forget(db, instance).catch(() => {});
    },
  };
}
