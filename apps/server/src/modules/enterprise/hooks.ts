/**
 * What the enterprise module tells the modules built on it (prompt), wired at setup through the manifest: so
 * enterprise imports none of them — no import circle. One answer per question, code wiring, no state.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A certification approved, in the approval's transaction: the new merchant and the name it was certified under. */
type AfterCertified = (trx: Kysely<DB>, c: { merchantNo: string; companyName: string }) => Promise<void>;

const answers: { afterCertified?: AfterCertified } = {};

/** The prompt module writes the repeat-name notices of an approval. */
export function onCertified(fn: AfterCertified): void {
  answers.afterCertified = fn;
}

export async function certified(trx: Kysely<DB>, c: { merchantNo: string; companyName: string }): Promise<void> {
  if (!answers.afterCertified) throw new Error('enterprise: no module answers "certified" (see manifest.ts setup)');
  await answers.afterCertified(trx, c);
}
