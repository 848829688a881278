/**
 * Registers a Fastify route from an entry of the domain's endpoint table (`@portal/domain` ENDPOINTS): the
 * querystring/params/body schemas validate, the envelope around the entry's data schema serialises the answer (and
 * documents it at /api/docs), the entry's auth level and policy become `config.auth` and `config.policy` (http/auth.ts). Routes stay HTTP-only: they read the
 * request, call the service and hand back the data.
 */
import type { Endpoint } from '@portal/domain';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import './declared-refusals.ts';
import { envelopeOf, ok } from './envelope.ts';
import { NO_QUERY, strictInput } from './strict-input.ts';

/** The request of an entry's handler: query, params and body typed by the entry's schemas. */
type EndpointRequest<E extends Endpoint> = Omit<FastifyRequest, 'query' | 'params' | 'body'> & {
  query: E['query'] extends z.ZodType ? z.output<E['query']> : unknown;
  params: E['params'] extends z.ZodType ? z.output<E['params']> : unknown;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : unknown;
};

/** An answer with more than data: a message other than '成功', or the total of a paged list. */
class Answered<T> {
  constructor(
    readonly data: T,
    readonly msg?: string,
    readonly count?: number,
  ) {}
}
/** The data with its own success message (`{ code: 0, msg, data }`). */
export const withMsg = <T>(data: T, msg: string) => new Answered(data, msg);
/** One page of a list and the total (`count`). */
export const paged = <T>(data: T, count: number, msg?: string) => new Answered(data, msg, count);

type Data<E extends Endpoint> = z.input<E['data']>;
export type EndpointHandler<E extends Endpoint> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Data<E> | Answered<Data<E>> | FastifyReply>;

export interface RouteDoc {
  tags: string[];
  summary: string;
  description?: string;
  /** More route config (e.g. rateLimit); `auth`, `policy`, `policyIf` and `refusals` always come from the entry. */
  config?: Omit<FastifyContextConfig, 'auth' | 'policy' | 'policyIf' | 'refusals'>;
  bodyLimit?: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyApp = FastifyInstance<any, any, any, any, any>;

export function route<E extends Endpoint>(app: AnyApp, e: E, doc: RouteDoc, handler: EndpointHandler<E>): void {
  if ((e.policy || e.policyIf) && e.auth !== 'user')
    throw new Error(`${e.method} ${e.path}: a policy needs auth 'user'`);
  app.route({
    method: e.method,
    url: e.path,
    // Every entry registers its refusals (an empty list too): the error handler checks them under test.
    config: {
      ...doc.config,
      auth: e.auth,
      ...(e.policy ? { policy: e.policy } : {}),
      ...(e.policyIf ? { policyIf: e.policyIf } : {}),
      refusals: e.refusals ?? [],
    },
    ...(doc.bodyLimit === undefined ? {} : { bodyLimit: doc.bodyLimit }),
    schema: {
      tags: doc.tags,
      summary: doc.summary,
      ...(doc.description === undefined ? {} : { description: doc.description }),
      querystring: e.query ? strictInput(e.query) : NO_QUERY,
      ...(e.params ? { params: e.params } : {}),
      ...(e.body ? { body: strictInput(e.body) } : {}),
      ...(e.headers ? { headers: e.headers } : {}),
      response: { 200: envelopeOf(e.data) },
    },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const r = await handler(req as EndpointRequest<E>, reply);
      // A handler that sent its own answer (a pre-serialised page, another status) hands back the reply. The reply
      // is a thenable, so an async handler's `return reply` arrives here as undefined once the answer is written:
      // `reply.sent` is what tells, else the envelope below would be sent a second time (Fastify logs each).
      if (r === reply || reply.sent) return reply;
      if (!(r instanceof Answered)) return ok(r);
      const env = ok(r.data, r.count);
      return r.msg === undefined ? env : { ...env, msg: r.msg };
    },
  });
}
