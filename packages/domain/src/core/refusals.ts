/**
 * Business refusals with a stable, machine-readable reason.
 *
 * A message catalogue of the domain names itself with `messages('ORDER', {...})`: each entry's reason is
 * `ORDER.<key>` ('ORDER.amountChanged'). The server answers a refusal as the envelope with code 1, the
 * entry's Chinese words as `msg` and the reason as `reason`; the web branches on `reason` (`hasReason`), never on
 * the words, so the words can change without breaking a page.
 */

const AREA: unique symbol = Symbol('refusal area');

/** An entry: the words, or a function that fills a number or names into them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MessageEntry = string | ((...args: any[]) => string);
type Entries = Record<string, MessageEntry>;

/** A catalogue of Chinese messages that knows its area name (the first half of its reasons). */
export type Catalogue<A extends string, T extends Entries> = Readonly<T> & { readonly [AREA]: A };

/** The keys whose entry is fixed words (a refusal of a function entry passes the words it built). */
type WordKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** One refusal: what the web branches on (`reason`) and what the user reads (`msg`). */
export interface Refusal<R extends string = string> {
  readonly reason: R;
  readonly msg: string;
}

/** Names a refusal catalogue: `messages('COUPON', { soldOut: '已领完', expired: '已过期' })`; success words live apart (`COUPON_WORDS`). */
export function messages<const A extends string, const T extends Entries>(area: A, entries: T): Catalogue<A, T> {
  const catalogue = { ...entries };
  Object.defineProperty(catalogue, AREA, { value: area, enumerable: false });
  Object.freeze(catalogue);
  return catalogue as Catalogue<A, T>;
}

/** Whether a value is a refusal catalogue made by `messages` (a plain word object such as `COUPON_WORDS` is not). */
export function isCatalogue(value: unknown): value is Catalogue<string, Entries> {
  return typeof value === 'object' && value !== null && AREA in value;
}

/** The area a catalogue names (the first half of its reasons): `areaOf(CART_MESSAGES)` = 'CART'. */
export function areaOf<A extends string>(catalogue: Catalogue<A, Entries>): A {
  return catalogue[AREA];
}

declare const NAMED: unique symbol;
/**
 * A reason named through its catalogue (`reasonOf`, `reasonsOf`): what an endpoint entry lists as its refusals. A
 * bare string ('ORDER.amountChanged') is not one, so a list cannot name a reason no catalogue has.
 */
export type Reason<R extends string = string> = R & { readonly [NAMED]: true };

/** The stable reason of one entry: `reasonOf(ORDER_MESSAGES, 'amountChanged')` = 'ORDER.amountChanged'. */
export function reasonOf<A extends string, T extends Entries, K extends keyof T & string>(
  catalogue: Catalogue<A, T>,
  key: K,
): Reason<`${A}.${K}`> {
  return `${catalogue[AREA]}.${key}` as Reason<`${A}.${K}`>;
}

/** The reasons of several entries of one catalogue: `reasonsOf(COUPON_MESSAGES, 'soldOut', 'expired')`. */
export function reasonsOf<A extends string, T extends Entries, K extends keyof T & string>(
  catalogue: Catalogue<A, T>,
  ...keys: K[]
): Reason<`${A}.${K}`>[] {
  return keys.map((k) => reasonOf(catalogue, k));
}

/** The refusal of one entry, with its words (or words built from it, e.g. with a number filled in). */
export function refusal<A extends string, T extends Entries, K extends WordKeys<T>>(
  catalogue: Catalogue<A, T>,
  key: K,
  msg?: string,
): Refusal<`${A}.${K}`>;
export function refusal<A extends string, T extends Entries, K extends keyof T & string>(
  catalogue: Catalogue<A, T>,
  key: K,
  msg: string,
): Refusal<`${A}.${K}`>;
export function refusal(catalogue: Catalogue<string, Entries>, key: string, msg?: string): Refusal {
  const words = msg ?? catalogue[key];
  if (typeof words !== 'string') throw new TypeError(`refusal ${key}: pass the words its function built`);
  return { reason: reasonOf(catalogue, key), msg: words };
}
