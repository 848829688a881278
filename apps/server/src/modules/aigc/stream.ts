/**
 * The two streamed endpoints (server-sent events, one format: domain aigc/stream.ts): the script of a session as the
 * writer writes it, and the storyboard of a saved script. The connection closing (the page left, or "stop") aborts
 * the writer and, for a model, its upstream request. A model that fails or answers garbage ends the stream with an
 * error event whose reason the page reads to offer the built-in writer.
 */
import {
  AIGC_MESSAGES as M,
  type AigcFactIssue,
  type AigcStreamEvent,
  ScriptChecker,
  encodeSse,
  reasonOf,
  refusal,
  storyboardOf,
  streamPieces,
} from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { noEntry } from '../../http/no-entry.ts';
import { localWriter } from './local-writer.ts';
import { openAiWriter } from './openai-writer.ts';
import * as q from './queries.ts';
import { productFacts, requireSession } from './service.ts';
import { ProviderError, cleanText, type ProductFacts, type ScriptWriter } from './writer.ts';

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

function writerFor(config: Config, provider: 'auto' | 'local'): ScriptWriter {
  return provider === 'local' || !config.aigc.openai ? localWriter : openAiWriter(config.aigc.openai);
}

/**
 * A writer's words as the page may see them: sentence by sentence through the domain's checker (a clause with a
 * false fact left out), each kept sentence passed on in small pieces; the issues found are reported to `found`.
 */
async function* checkedWords(
  pieces: AsyncIterable<string>,
  products: ProductFacts[],
  note: string,
  found: (issues: AigcFactIssue[]) => void,
): AsyncIterable<string> {
  const checker = new ScriptChecker(products, note);
  let buf = '';
  let started = false;
  let gap = '';
  function* sentence(raw: string, end: string) {
    const r = checker.line(cleanText(raw).trim());
    if (r.issues.length) found(r.issues);
    if (r.text) {
      // Small pieces as the page shows them being written, a closing mark kept with its words.
      const pieces = streamPieces((started ? gap : '') + r.text);
      for (let i = 0; i < pieces.length; i++) {
        const next = pieces[i + 1];
        if (next !== undefined && /^[，。！？；：、!?]+$/.test(next)) yield pieces[i]! + pieces[++i]!;
        else yield pieces[i]!;
      }
      started = true;
      gap = '';
    }
    if (end === '\n' && started) gap = '\n';
  }
  for await (const piece of pieces) {
    buf += piece;
    for (let m = /[\n。！？!?]/.exec(buf); m; m = /[\n。！？!?]/.exec(buf)) {
      const raw = buf.slice(0, m[0] === '\n' ? m.index : m.index + 1);
      buf = buf.slice(m.index + 1);
      yield* sentence(raw, m[0]);
    }
  }
  if (buf.trim()) yield* sentence(buf, '');
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
  if (!products.length) throw notFound(noEntry(refusal(M, 'skuNotFound')));
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
    const found = (issues: AigcFactIssue[]) =>
      req.log.info({ provider: writer.provider, issues }, 'AI 脚本中与产品参数不符的内容已删去');
    for await (const piece of checkedWords(writer.write(req2, out.signal), products, s.note, found)) {
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
  if (!script) throw notFound(noEntry(refusal(M, 'scriptNotFound')));
  const products = await productFacts(db, accountId, script.sku_nos, false);
  const shots = storyboardOf(script.content, products, script.length_seconds);
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
