/** Rows of the aigc tables as the API answers them. */
import type { AigcScript, AigcShot, AigcVideo, AigcVideoStatus } from '@portal/domain';
import type { FileStore } from '../../files/index.ts';
import type * as q from './queries.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

type ScriptRow = NonNullable<Awaited<ReturnType<typeof q.findScript>>>;
type VideoRow = NonNullable<Awaited<ReturnType<typeof q.findVideo>>>;

export function toScript(r: ScriptRow): AigcScript {
  return {
    id: Number(r.id),
    title: r.title,
    content: r.content,
    skuNos: r.sku_nos,
    scene: r.scene,
    style: r.style,
    lengthSeconds: r.length_seconds,
    provider: r.provider,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

export function toVideo(r: VideoRow, store: FileStore): AigcVideo {
  const status = r.status as AigcVideoStatus;
  return {
    id: Number(r.id),
    scriptId: r.script_id === null ? null : Number(r.script_id),
    title: r.title,
    status,
    progress: r.progress,
    attempts: r.attempts,
    shots: r.shots as unknown as AigcShot[],
    // Only a finished video has a file to play; while one is rendered again the old file is not offered.
    url: status === 2 && r.file_key ? store.urlOf(r.file_key) : null,
    bytes: Number(r.bytes),
    durationMs: r.duration_ms,
    width: r.width,
    height: r.height,
    voice: r.voice,
    captions: r.captions,
    error: r.error,
    createdAt: iso(r.created_at),
    finishedAt: r.finished_at ? iso(r.finished_at) : null,
  };
}
