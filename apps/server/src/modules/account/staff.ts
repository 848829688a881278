/** Staff and invited accounts' use cases that are more than a query (SQL: staff-queries.ts). */
import type { Db } from './tables.ts';
import { setPasswordAndOpen } from './staff-queries.ts';
import { forgetTokenOwners } from './tokens.ts';

/**
 * Set the password and open the account (an invitation accepted, or the admin command's reset), in the caller's
 * transaction: every session it had ends (every instance forgets its kept token owners), its failed sign-ins are
 * cleared.
 */
export async function activateWithPassword(db: Db, accountId: number, passwordHash: string): Promise<void> {
  await setPasswordAndOpen(db, accountId, passwordHash);
  forgetTokenOwners(db, accountId);
}
