/**
 * The two streamed endpoints (server-sent events, one format: domain aigc/stream.ts): the script of a session as the
 * writer writes it, and the storyboard of a saved script. The connection closing (the page left, or "stop") aborts
 * the writer and, for a model, its upstream request. A model that fails or answers garbage ends the stream with an
 * error event whose reason the page reads to offer the built-in writer.
 */
import { AIGC_MESSAGES as M, type AigcStreamEvent, encodeSse, reasonOf, refusal } from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { localWriter } from './local-writer.ts';
import { openAiWriter } from './openai-writer.ts';
import * as q from './queries.ts';
import { productFacts, requireSession } from './service.ts';
import { storyboard } from './storyboard.ts';
import { ProviderError, cleanText, type ScriptWriter } from './writer.ts';

/** Opens the event stream on the raw response (after validation and auth) and answers a writer of events. */
function openStream(req: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  reply.raw.flushHeaders();
  const gone = new AbortController();
  reply.raw.on('close', () => gone.abort());
  req.raw.on('aborted', () => gone.abort());
  return {
    signal: gone.signal,
    send: (e: AigcStreamEvent) => {
      if (!gone.signal.aborted) reply.raw.write(encodeSse(e));
    },
    end: () => reply.raw.end(),
  };
}

export function writerFor(config: Config, provider: 'auto' | 'local'): ScriptWriter {
  return provider === 'local' || !config.aigc.openai ? localWriter : openAiWriter(config.aigc.openai);
}

export async function streamScript(
  db: Kysely<DB>,
  config: Config,
  accountId: number,
  body: { sessionId: number; provider: 'auto' | 'local' },
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const s = await requireSession(db, accountId, body.sessionId);
  const products = await productFacts(db, accountId, s.sku_nos, s.show_price);
  if (!products.length) throw notFound(refusal(M, 'skuNotFound'));
  const writer = writerFor(config, body.provider);
  const out = openStream(req, reply);
  let text = '';
  try {
    const req2 = {
      products,
      scene: s.scene,
      style: s.style,
      lengthSeconds: s.length_seconds,
      note: s.note,
      seed: Number(s.id),
    };
    for await (const piece of writer.write(req2, out.signal)) {
      text += piece;
      out.send({ event: 'delta', data: { text: piece } });
    }
    if (out.signal.aborted) return;
    const clean = cleanText(text).trim();
    await q.setSessionText(db, Number(s.id), writer.provider, clean);
    out.send({ event: 'done', data: { sessionId: Number(s.id), provider: writer.provider } });
  } catch (e) {
    const key = e instanceof ProviderError ? e.kind : 'providerFailed';
    req.log.warn({ err: e, provider: writer.provider }, 'AI 脚本生成失败');
    out.send({ event: 'error', data: { reason: reasonOf(M, key), msg: M[key] } });
  } finally {
    out.end();
  }
}

export async function streamVideoScript(
  db: Kysely<DB>,
  accountId: number,
  body: { scriptId: number },
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const script = await q.findScript(db, accountId, body.scriptId);
  if (!script) throw notFound(refusal(M, 'scriptNotFound'));
  const products = await productFacts(db, accountId, script.sku_nos, false);
  const shots = storyboard(script.content, products);
  const out = openStream(req, reply);
  try {
    for (const shot of shots) {
      if (out.signal.aborted) return;
      out.send({ event: 'shot', data: shot });
    }
    out.send({ event: 'done', data: { sessionId: Number(script.session_id ?? 0), provider: 'local' } });
  } finally {
    out.end();
  }
}
