/**
 * Password recovery's shareUpload: a one-time link a phone opens without signing in to upload the proof photos into
 * the order. The secret is 32 random bytes; only its SHA-256 is stored. It lives SHARE_LINK_MINUTES and is used once
 * (a conditional update in the same transaction that adds the photos).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  SERVICE_ORDER_MESSAGES as M,
  SERVICE_ORDER_ROUTES as E,
  listedBy,
  SHARE_LINK_MINUTES,
  isFinalServiceStatus,
  refusal,
  serviceTypeOf,
  type ServiceStatus,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError } from '../../http/errors.ts';
import * as q from './queries.ts';
import { ownOrder } from './service.ts';
import { noEntry } from '../../http/no-entry.ts';

/**
 * What the link's use cases may refuse: only what their entries list (the compiler checks). The phone's upload
 * (useShare) is a plain route, not an entry: its refusals are unchecked.
 */
const linkNo = listedBy(E.shareLink);
const infoNo = listedBy(E.shareInfo);

const SHARE_PAGE = '/service-center/recovery-password/shareUpload';
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export async function createShareLink(db: Kysely<DB>, accountId: number, orderNo: string) {
  const o = await ownOrder(db, accountId, orderNo);
  if (!serviceTypeOf(o.service_type)?.shareUpload) throw businessError(linkNo(refusal(M, 'shareNotAllowed')));
  if (isFinalServiceStatus(o.status as ServiceStatus)) throw businessError(linkNo(refusal(M, 'cannotMove')));
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SHARE_LINK_MINUTES * 60_000);
  await q.insertShareLink(db, { secret_hash: hashOf(secret), order_no: o.order_no, expires_at: expiresAt });
  return { url: `${SHARE_PAGE}?s=${secret}`, expiresAt: expiresAt.toISOString() };
}

/** The link's order if it can still be used; the refusal (invalid, expired, used) otherwise. */
export async function shareInfo(db: Kysely<DB>, secret: string, now = new Date()) {
  const link = await q.shareLink(db, hashOf(secret));
  if (!link) throw businessError(infoNo(refusal(M, 'shareInvalid')));
  if (link.used_at !== null) throw businessError(infoNo(refusal(M, 'shareUsed')));
  if (new Date(link.expires_at).getTime() <= now.getTime()) throw businessError(infoNo(refusal(M, 'shareExpired')));
  const o = await q.orderByNo(db, link.order_no);
  if (!o) throw businessError(infoNo(refusal(M, 'shareInvalid')));
  const type = serviceTypeOf(o.service_type);
  return { orderNo: o.order_no, typeLabel: type?.label ?? o.service_type, maxPhotos: type?.photos.max ?? 6 };
}

/** Adds the stored photos to the link's order and uses the link up, or refuses with nothing changed. */
export async function useShare(db: Kysely<DB>, secret: string, urls: readonly string[]) {
  const now = new Date();
  await db.transaction().execute(async (tx) => {
    const used = await q.useShareLink(tx, hashOf(secret), now);
    if (!used) {
      const link = await q.shareLink(tx, hashOf(secret));
      throw businessError(noEntry(refusal(M, !link ? 'shareInvalid' : link.used_at ? 'shareUsed' : 'shareExpired')));
    }
    await q.addPhotos(tx, used.order_no, urls);
  });
  return { urls: [...urls] };
}
