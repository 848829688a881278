/**
 * What the identity module asks of the modules built on it (dealer, prompt), answered by them at setup through the
 * manifest: so account imports none of them, and they import account's door only — no import circle. One answer per
 * question (code wiring, the same on every instance, no state); an app built again in the same process sets the
 * same functions again.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

type BoundDealerCheck = (db: Kysely<DB>, accountId: number, merchantNo: string | null) => Promise<boolean>;
type AfterRegister = (db: Kysely<DB>, accountId: number) => Promise<void>;

const answers: { boundDealer?: BoundDealerCheck; afterRegister?: AfterRegister } = {};

const unwired = (what: string) => new Error(`account: no module answers ${what} (see manifest.ts setup)`);

/** The dealer module tells whether an account (as its current identity) has an ordering dealer bound. */
export function answerBoundDealer(fn: BoundDealerCheck): void {
  answers.boundDealer = fn;
}

/** The prompt module records the protocols a registration agreed to. */
export function onRegistered(fn: AfterRegister): void {
  answers.afterRegister = fn;
}

export function hasBoundDealer(db: Kysely<DB>, accountId: number, merchantNo: string | null): Promise<boolean> {
  if (!answers.boundDealer) throw unwired('"has a bound dealer"');
  return answers.boundDealer(db, accountId, merchantNo);
}

export async function registered(db: Kysely<DB>, accountId: number): Promise<void> {
  if (!answers.afterRegister) throw unwired('"registered"');
  await answers.afterRegister(db, accountId);
}
