/**
 * Which refusals a route may answer: those its endpoint entry lists (`refusals`, named through their catalogues),
 * and the framework's own, which go without saying — validation and unreadable bodies, sign-in (for a route that
 * reads a token), its policy's (http/auth.ts), rate limits. Under test (unless REFUSALS_STRICT=0) a refusal
 * that is neither is answered 500 naming the route and the reason, and kept in
 * `undeclaredRefusals` (the test app fails its close on any), so a route that can throw a reason its entry does not
 * list fails the server tests that reach it. With REFUSALS_RECORD=<file> the tests list such refusals in that file
 * instead ('METHOD path<TAB>reason'), to fill the entries from.
 */
import fs from 'node:fs';
import {
  ANY_ROUTE_REASONS,
  POLICY_MESSAGES,
  TOKEN_REASONS,
  reasonOf,
  type AuthLevel, type Policy, type PolicyIf } from '@portal/domain';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The reasons the route's endpoint entry lists (set by route(), http/endpoint.ts). */
    refusals?: readonly string[];
  }
}

const ANY_ROUTE: readonly string[] = ANY_ROUTE_REASONS;
const READS_TOKEN: readonly string[] = TOKEN_REASONS;

/** Whether the route may answer this refusal: its entry lists it, or the framework answers it for every such route. */
export function declaresRefusal(req: FastifyRequest, status: number, reason: string): boolean {
  const config = req.routeOptions.config as
    | { refusals?: readonly string[]; auth?: AuthLevel; policy?: Policy; policyIf?: PolicyIf; rateLimit?: unknown }
    | undefined;
  if (!config?.refusals) return true; // not registered from an endpoint entry (files, sockets, the sandbox pages)
  if (config.refusals.includes(reason) || ANY_ROUTE.includes(reason)) return true;
  if (config.policy && reason === reasonOf(POLICY_MESSAGES, config.policy)) return true;
  if (config.policyIf && reason === reasonOf(POLICY_MESSAGES, config.policyIf.policy)) return true;
  if (config.auth && config.auth !== 'none' && READS_TOKEN.includes(reason)) return true;
  return status === 429 && config.rateLimit !== undefined;
}

/** Refusals answered under test that their route's entry does not list: 'POST /path: AREA.key'. */
export const undeclaredRefusals: string[] = [];

/**
 * Whether undeclared refusals fail under vitest: always, unless REFUSALS_STRICT=0 (to see what a change makes a
 * route answer before listing it; REFUSALS_RECORD=<file> lists them).
 */
const strictRefusals = (): boolean => process.env.REFUSALS_STRICT !== '0';

/**
 * An undeclared refusal under test: with REFUSALS_RECORD appended to that file, with REFUSALS_STRICT kept and
 * answered by the words of the 500 that replaces it; else (and when recorded) null, the refusal goes out as it is.
 */
export function undeclared(req: FastifyRequest, reason: string): string | null {
  const what = `${req.routeOptions.method} ${req.routeOptions.url}: ${reason}`;
  const record = process.env.REFUSALS_RECORD;
  if (record) fs.appendFileSync(record, `${req.routeOptions.method} ${req.routeOptions.url}\t${reason}\n`);
  if (record || !strictRefusals()) return null;
  undeclaredRefusals.push(what);
  return `未声明的拒绝原因（端点的 refusals 未列出）：${what}`;
}
