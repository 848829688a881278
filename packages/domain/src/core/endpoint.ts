/**
 * The endpoint table's entry: one HTTP endpoint as both sides see it. The server registers its route from it
 * (apps/server/src/http/endpoint.ts: validation, the envelope's response schema for OpenAPI, `config.auth`), the web
 * calls it with `api.call(endpoint, …)` and gets the response schema's type back. The envelope
 * ({ code, msg, data, count, reason }) is added around `data` by both sides.
 */
import { z } from 'zod';
import type { Route } from './route.ts';

/** The entry: its route (./route.ts) and its schemas (api/endpoints/, which the server registers). */
export interface Endpoint extends Route {
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request headers it reads (e.g. Idempotency-Key). */
  readonly headers?: z.ZodType;
  /** The schema of the envelope's `data`. */
  readonly data: z.ZodType;
}

/** Declares an entry (keeps its exact schema types for the server's handler and the web's answer). */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** The `data` an endpoint answers (what the web receives after the envelope is unwrapped). */
export type EndpointData<E extends Endpoint> = z.output<E['data']>;
/** What a caller passes: the schemas' input types. */
export type EndpointInput<E extends Endpoint, K extends 'query' | 'params' | 'body'> = E[K] extends z.ZodType
  ? z.input<E[K]>
  : undefined;

/** Answers with no data (`ok(null)`). */
export const noData = z.null();

// ---------- the repeated limits, once ----------

/** A comma-separated list in a query ('a,b,c'): trimmed, blanks and repeats dropped, at most `max` items each passing `item`. */
export const commaList = (max: number, msg: string, item: (s: string) => boolean) =>
  z
    .string()
    .max(max * 72, msg)
    .transform((s, ctx) => {
      const list = [
        ...new Set(
          s
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean),
        ),
      ];
      if (list.length > max || list.some((x) => !item(x))) {
        ctx.addIssue({ code: 'custom', message: msg });
        return z.NEVER;
      }
      return list;
    });

/** A model number as queries carry it (letters, digits, '-' and '_', at most 64). */
export const isSkuNo = (x: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(x);

/** A page number (1..500): the one `.max(500)` of the paging queries. */
export const pageNumber = z.coerce.number().int().min(1).max(500).default(1);
/** A page size (1..max, default `fallback`). */
export const pageSize = (fallback: number, max = 50) => z.coerce.number().int().min(1).max(max).default(fallback);
/** The paging query (`page`, `size`) of a list endpoint; `size` defaults to `fallback`. */
export const pagingQuery = (fallback = 10, max = 50) => z.object({ page: pageNumber, size: pageSize(fallback, max) });
/** The paging query with the default page size of 10. */
export const pagingQuerySchema = pagingQuery();
