/**
 * An answer serialised beforehand (a kept page or detail): its JSON text, gzipped at most once for the clients that
 * take gzip (browsers all do), sent as it is — neither the schema serializer nor the compress plugin runs again.
 * The route's entry still documents the answer's schema. Used by the catalogue's pages and the content centre.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip } from './encoding.ts';

const gzipAsync = promisify(gzip);

export interface Serialised {
  json: string;
  gzip(): Promise<Buffer>;
}

/** `level`: zlib's level (an answer built for one request may take a faster one); zlib's default without it. */
export function serialised(json: string, level?: number): Serialised {
  let gz: Promise<Buffer> | null = null;
  return { json, gzip: () => (gz ??= gzipAsync(json, level === undefined ? {} : { level })) };
}

/** Sends the answer: gzipped when the client takes it, else its text. */
export async function sendSerialised(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: Serialised,
): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  // A string or buffer payload skips the schema serializer; the typed reply expects the object form.
  if (!acceptsGzip(req.headers['accept-encoding'])) return reply.send(answer.json as never);
  return reply.header('content-encoding', 'gzip').send((await answer.gzip()) as never);
}
