import {
  PROTOCOL_CODES,
  PROTOCOL_LATER_HOURS,
  ProtocolAction,
  type BindProtocolInput,
  type ProtocolItem,
  type ProtocolVersion,
  type PublishProtocolInput,
  PROMPT_MESSAGES,
  PROMPT_ROUTES as E,
  listedBy,
  refusal,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError } from '../../http/errors.ts';
import * as q from './queries.ts';

/** What binding and publishing may refuse: only what their entries list (the compiler checks). */
const bindNo = listedBy(E.bindProtocol);
const publishNo = listedBy(E.publishProtocol);

type Kind = 'sign' | 'safety';

/**
 * The latest version of each protocol of `kind` the account has not answered for good: no agree (3) or
 * disagree (1) on that version, and no "later" (2) within the last day.
 */
async function pendingProtocols(db: Kysely<DB>, accountId: number, kind: Kind): Promise<ProtocolItem[]> {
  const since = new Date(Date.now() - PROTOCOL_LATER_HOURS * 3600_000);
  const rows = await q.pendingProtocolRows(db, accountId, kind, since, PROTOCOL_CODES);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    version: r.version,
    protocolName: r.protocol_name,
    protocolUrl: r.protocol_url,
  }));
}

export const signVerify = (db: Kysely<DB>, accountId: number) => pendingProtocols(db, accountId, 'sign');

export async function protocolConfirmTip(db: Kysely<DB>, accountId: number): Promise<ProtocolItem | null> {
  return (await pendingProtocols(db, accountId, 'safety'))[0] ?? null;
}

export async function bindProtocol(db: Kysely<DB>, accountId: number, input: BindProtocolInput): Promise<void> {
  const known = await q.knownProtocolCount(db, input.protocols);
  if (known !== new Set(input.protocols).size)
    throw businessError(bindNo(refusal(PROMPT_MESSAGES, 'protocolOutdated')));
  await q.insertSigns(db, accountId, input.protocols, input.action);
}

/** enterpriseNameRepeatOperate: the user has seen the tip. */
export async function enterpriseNameRepeatOperate(db: Kysely<DB>, accountId: number): Promise<void> {
  await q.closeNotice(db, accountId, 'repeatName');
}

/** A newly registered account has accepted the current protocols with the registration form. */
export async function agreeCurrentProtocols(db: Kysely<DB>, accountId: number): Promise<void> {
  const current = [
    ...(await pendingProtocols(db, accountId, 'sign')),
    ...(await pendingProtocols(db, accountId, 'safety')),
  ];
  if (current.length === 0) return;
  // The ids were just read as the current versions: none is outdated (bindProtocol's check is the caller's).
  await q.insertSigns(
    db,
    accountId,
    current.map((p) => p.id),
    ProtocolAction.agree,
  );
}

type VersionRow = Awaited<ReturnType<typeof q.protocolVersionRows>>[number];
const presentVersion = (r: VersionRow): ProtocolVersion => ({
  id: Number(r.id),
  code: r.code,
  version: r.version,
  protocolName: r.protocol_name,
  protocolUrl: r.protocol_url,
  kind: r.kind,
  createdAt: new Date(r.created_at).toISOString(),
});

/** Staff (the entry's policy): every version of every protocol, newest first. */
export async function protocolVersions(db: Kysely<DB>): Promise<ProtocolVersion[]> {
  return (await q.protocolVersionRows(db)).map(presentVersion);
}

/**
 * Staff: publish the next version of a protocol. Being the latest of its code, it is what signVerify and
 * getProtocolConfirmTip answer from now on, so every account meets the legal-update dialog once more.
 */
export async function publishProtocol(db: Kysely<DB>, input: PublishProtocolInput): Promise<ProtocolVersion> {
  const row = await q.insertNextVersion(db, input);
  if (!row) throw businessError(publishNo(refusal(PROMPT_MESSAGES, 'publishRace')));
  return presentVersion(row);
}
