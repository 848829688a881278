/**
 * Integration keys (issue 42 §5): staff make one per ERP, see it once, and revoke it; only its sha256 is kept, and
 * a push is let in by the hash of the key it carries. Making and revoking are recorded in the audit log.
 */
import { createHash, randomBytes } from 'node:crypto';
import { IMPORT_MESSAGES, IMPORTS_ROUTES as E, listedBy, refusal, type IntegrationKey } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { record } from '../audit/index.ts';
import { presentKey } from './presenter.ts';
import * as q from './queries.ts';

const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export async function createKey(
  db: Kysely<DB>,
  actor: { accountId: number; ip: string | null },
  name: string,
): Promise<IntegrationKey & { secret: string }> {
  const secret = `pik_${randomBytes(24).toString('base64url')}`;
  return db.transaction().execute(async (trx) => {
    const row = await q.insertKey(trx, {
      name,
      prefix: secret.slice(0, 10),
      hash: hashKey(secret),
      createdBy: actor.accountId,
    });
    await record(trx, {
      actorId: actor.accountId,
      action: 'integrationKey.create',
      entityType: 'integration_key',
      entityId: row.id,
      after: { name, prefix: row.key_prefix },
      ip: actor.ip,
    });
    return { ...presentKey(row), secret };
  });
}

export async function listKeys(db: Kysely<DB>): Promise<IntegrationKey[]> {
  return (await q.listKeys(db)).map(presentKey);
}

export async function revokeKey(
  db: Kysely<DB>,
  actor: { accountId: number; ip: string | null },
  id: number,
): Promise<IntegrationKey> {
  return db.transaction().execute(async (trx) => {
    const row = await q.revokeKey(trx, id);
    if (!row) throw notFound(listedBy(E.revokeKey)(refusal(IMPORT_MESSAGES, 'keyNotFound')));
    await record(trx, {
      actorId: actor.accountId,
      action: 'integrationKey.revoke',
      entityType: 'integration_key',
      entityId: id,
      after: { name: row.name, prefix: row.key_prefix, revokedAt: row.revoked_at },
      ip: actor.ip,
    });
    return presentKey(row);
  });
}

/** What a push's key may refuse: only what the push entry lists (the compiler checks). */
const pushNo = listedBy(E.push);

/** The live key a push carries (header X-Integration-Key), else 401 with the reason. */
export async function authenticate(db: Kysely<DB>, header: string | string[] | undefined): Promise<q.KeyRow> {
  const key = typeof header === 'string' ? header.trim() : '';
  if (!key) throw unauthorized(pushNo(refusal(IMPORT_MESSAGES, 'keyMissing')));
  const row = await q.useKey(db, hashKey(key));
  if (!row) throw unauthorized(pushNo(refusal(IMPORT_MESSAGES, 'keyInvalid')));
  return row;
}
