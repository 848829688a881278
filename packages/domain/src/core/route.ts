/**
 * An endpoint's route: method, path, who may call, paging and refusals — everything a caller needs, no schemas and
 * no zod (the web imports api/routes/ so a page that calls an endpoint loads neither). ./endpoint.ts adds the schemas.
 */
import { API_MESSAGES } from './envelope.ts';
import { messages, reasonOf, type Catalogue, type MessageEntry, type Reason, type Refusal } from './refusals.ts';

/** Who may call: 'user' needs a live token, 'optional' reads one if present, 'client' the client credential. */
export type AuthLevel = 'none' | 'optional' | 'client' | 'user';

/**
 * The role an endpoint asks of its signed-in caller, on top of `auth: 'user'`: 'staff' = the provider's sales
 * accounts (user type 20), 'survey' = an account granted the survey permission (the session's `surveyPermission`),
 * 'certified' = an account of a certified enterprise (the session's `authStatus` 1: marketing materials);
 * the rule is the account area's `meetsPolicy`. The server refuses anyone else before the handler with 403 and the
 * policy's one reason (`POLICY.<policy>`); the web hides what the caller may not open (`mayCall`).
 */
export type Policy = 'staff' | 'survey' | 'certified' | 'manager';

/** The one refusal of each policy: `POLICY.staff`, `POLICY.survey`, `POLICY.certified`, `POLICY.manager`. */
export const POLICY_MESSAGES = messages('POLICY', {
  staff: '仅平台业务员可以使用此功能',
  survey: '您暂未开通勘测设计权限，请联系平台业务员开通',
  certified: '仅已认证的企业可以使用此功能，请先完成企业认证',
  /** Not the private role (part 2 §6): an account acting as a merchant's employee does not manage its range. */
  manager: '当前账号无权管理自定义产品',
} satisfies Record<Policy, string>);

/**
 * A policy asked only when the (validated) body's field has this value: one endpoint serving two kinds, e.g. a
 * design order generated as a survey order (`orderType` 11) needs the survey permission, a plain one does not.
 */
export interface PolicyIf {
  readonly policy: Policy;
  readonly field: string;
  readonly equals: string | number | boolean;
}
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * An entry's route: what a caller needs to call it — no schemas (api/routes/, which the web imports, so a page
 * that calls an endpoint does not load its schemas and zod). `id` ('CART.query') names its entry in the table.
 */
export interface Route {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: AuthLevel;
  /** The caller's role it asks (only with auth 'user'); its refusal goes without saying in `refusals`. */
  readonly policy?: Policy;
  /** A policy asked only for one kind of body (only with auth 'user'); its refusal goes without saying too. */
  readonly policyIf?: PolicyIf;
  /** Whether the envelope answers a `count` (a page of a longer list). */
  readonly paged?: boolean;
  /**
   * The refusal reasons its handler may answer, named through their catalogues (`reasonOf`, `reasonsOf`). The
   * framework's own (validation, sign-in, rate limits) go without saying; under test the server fails a
   * refusal that is neither (apps/server/src/http/declared-refusals.ts).
   */
  readonly refusals?: readonly Reason[];
}

/** Declares a route (keeps its literal types: the id, the path). */
export const route = <const R extends Route>(r: R): R => r;

// ---------- the reasons an entry may answer, for the compiler (issue 55 §2) ----------

/** The framework's refusals every entry may answer: validation, an unreadable or too large body, rate limits. */
export const ANY_ROUTE_REASONS = [
  reasonOf(API_MESSAGES, 'badRequest'),
  reasonOf(API_MESSAGES, 'badJson'),
  reasonOf(API_MESSAGES, 'payloadTooLarge'),
  reasonOf(API_MESSAGES, 'unsupportedMediaType'),
  reasonOf(API_MESSAGES, 'tooManyRequests'),
] as const;
/** The framework's refusals of an entry that reads a token (auth other than 'none'). */
export const TOKEN_REASONS = [
  reasonOf(API_MESSAGES, 'unauthorized'),
  reasonOf(API_MESSAGES, 'crossSite'),
  reasonOf(API_MESSAGES, 'clientCredentialMissing'),
] as const;

/** A reason without its brand: `Reason<'CART.soldOut'>` → 'CART.soldOut'. */
type Named<R> = R extends Reason<infer S> ? S : never;
type Listed<E extends Route> = E['refusals'] extends readonly (infer R)[] ? Named<R> : never;
type PolicyReason<E extends Route> =
  | (E['policy'] extends Policy ? `POLICY.${E['policy']}` : never)
  | (E['policyIf'] extends PolicyIf ? `POLICY.${E['policyIf']['policy']}` : never);
type FrameworkReason<E extends Route> =
  | Named<(typeof ANY_ROUTE_REASONS)[number]>
  | (E['auth'] extends 'none' ? never : Named<(typeof TOKEN_REASONS)[number]>);

/**
 * Every reason this entry may answer: those it lists, its policy's, the framework's. What the web's error of a call
 * carries (`refusalOf`), and what a use case may throw (`listedBy`).
 */
export type ListedBy<E extends Route> = Listed<E> | PolicyReason<E> | FrameworkReason<E>;

/** The reasons all these entries list (a use case several entries share may refuse only with those). */
export type ListedByAll<Es extends readonly Route[]> = Es extends readonly [
  infer F extends Route,
  ...infer Rest extends readonly Route[],
]
  ? Rest extends readonly []
    ? ListedBy<F>
    : ListedBy<F> & ListedByAll<Rest>
  : never;

/**
 * The compiler's check that a refusal is one the entries list: `const no = listedBy(E.placeOrder, E.preSettlement)`,
 * then `throw businessError(no(refusal(CART_MESSAGES, 'soldOut')))` compiles only if every one of them lists
 * 'CART.soldOut', and `no(rule.refusal)` only if they list every reason the rule may return. At run time the
 * refusal goes through unchanged (the server's tests check it again: apps/server/src/http/declared-refusals.ts).
 */
export const listedBy =
  <const Es extends readonly Route[]>(...entries: Es) =>
  <R extends ListedByAll<Es>>(why: Refusal<R>): Refusal<R> => {
    void entries;
    return why;
  };

/** The keys of this catalogue whose reason the entry lists. */
type ListedKeys<E extends Route, A extends string> =
  ListedBy<E> extends infer L ? (L extends `${A}.${infer K}` ? K : never) : never;

/**
 * The refusal an error of this entry's call carries, typed by the reasons the entry lists (the web's `ApiError`,
 * or any `{ reason, message }`), or null: `switch (refusalOf(err, E.placeOrder)?.reason) { … }`.
 */
export function refusalOf<E extends Route>(err: unknown, entry: E): { reason: ListedBy<E>; msg: string } | null {
  void entry;
  const e = err as { reason?: unknown; message?: unknown; msg?: unknown } | null;
  if (!e || typeof e.reason !== 'string') return null;
  const msg = typeof e.message === 'string' ? e.message : typeof e.msg === 'string' ? e.msg : '';
  return { reason: e.reason as ListedBy<E>, msg };
}

/**
 * Whether an error of this entry's call carries the reason of this catalogue entry; only a key the entry lists
 * compiles: `hasReason(err, E.placeOrder, ORDER_MESSAGES, 'amountChanged')`. Compares reasons, never words.
 */
export function hasReason<
  E extends Route,
  A extends string,
  T extends Record<string, MessageEntry>,
  K extends keyof T & ListedKeys<E, A>,
>(err: unknown, entry: E, catalogue: Catalogue<A, T>, key: K): boolean {
  return refusalOf(err, entry)?.reason === reasonOf(catalogue, key);
}
