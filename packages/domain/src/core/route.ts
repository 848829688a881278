/**
 * An endpoint's route: method, path, who may call, paging and refusals — everything a caller needs, no schemas and
 * no zod (the web imports api/routes/ so a page that calls an endpoint loads neither). ./endpoint.ts adds the schemas.
 */
import { messages, type Reason } from './refusals.ts';

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
