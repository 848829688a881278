/** Who the demo seed is when it writes through the staff's use cases: no account (the audit log's actor is empty). */
import type { StaffActor } from '../modules/account/index.ts';

export const SEED_ACTOR: StaffActor = { accountId: null, ip: null };
