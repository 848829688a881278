/**
 * The endpoint table's entry: one HTTP endpoint as both sides see it. The server registers its route from it
 * (apps/server/src/http/endpoint.ts: validation, the envelope's response schema for OpenAPI, `config.auth`), the web
 * calls it with `api.call(endpoint, …)` and gets the response schema's type back. The envelope
 * ({ code, msg, data, count, reason }) is added around `data` by both sides.
 */
import { z } from 'zod';
import { messages, type Reason } from './refusals.ts';

/** Who may call: 'user' needs a live token, 'optional' reads one if present, 'client' the client credential. */
export type AuthLevel = 'none' | 'optional' | 'client' | 'user';

/**
 * The role an endpoint asks of its signed-in caller, on top of `auth: 'user'`: 'staff' = the provider's sales
 * accounts (user type 20; the rule is the account area's `meetsPolicy`). The server refuses anyone else before the
 * handler with 403 and the policy's one reason (`POLICY.<policy>`); the web hides what the caller may not open.
 */
export type Policy = 'staff';

/** The one refusal of each policy: `POLICY.staff`. */
export const POLICY_MESSAGES = messages('POLICY', {
  staff: '仅平台业务员可以使用此功能',
} satisfies Record<Policy, string>);
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: AuthLevel;
  /** The caller's role it asks (only with auth 'user'); its refusal goes without saying in `refusals`. */
  readonly policy?: Policy;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request headers it reads (e.g. Idempotency-Key). */
  readonly headers?: z.ZodType;
  /** The schema of the envelope's `data`. */
  readonly data: z.ZodType;
  /** Whether the envelope answers a `count` (a page of a longer list). */
  readonly paged?: boolean;
  /**
   * The refusal reasons its handler may answer, named through their catalogues (`reasonOf`, `reasonsOf`). The
   * framework's own (validation, sign-in, rate limits) go without saying; under test the server fails a
   * refusal that is neither (apps/server/src/http/declared-refusals.ts).
   */
  readonly refusals?: readonly Reason[];
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

/** A page number (1..500): the one `.max(500)` of the paging queries. */
export const pageNumber = z.coerce.number().int().min(1).max(500).default(1);
/** A page size (1..max, default `fallback`). */
export const pageSize = (fallback: number, max = 50) => z.coerce.number().int().min(1).max(max).default(fallback);
/** The paging query (`page`, `size`) of a list endpoint; `size` defaults to `fallback`. */
export const pagingQuery = (fallback = 10, max = 50) => z.object({ page: pageNumber, size: pageSize(fallback, max) });
/** The paging query with the default page size of 10. */
export const pagingQuerySchema = pagingQuery();
