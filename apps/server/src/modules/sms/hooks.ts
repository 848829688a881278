/**
 * What the SMS code endpoint asks of the identity module, answered by it at setup through the manifest (account
 * imports sms to check codes; sms imports no account code: no import circle).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

type PhoneRegistered = (db: Kysely<DB>, phone: string) => Promise<boolean>;
let answer: PhoneRegistered | undefined;

/** The identity module tells whether a phone belongs to an account. */
export function answerPhoneRegistered(fn: PhoneRegistered): void {
  answer = fn;
}

export function phoneRegistered(db: Kysely<DB>, phone: string): Promise<boolean> {
  if (!answer) throw new Error('sms: no module answers "phone registered" (see manifest.ts setup)');
  return answer(db, phone);
}
