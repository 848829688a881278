import { ACCOUNT_STATUS, type StaffMember } from '@portal/domain';
import type { StaffRow } from '../account/index.ts';
import type { InvitationRow } from './queries.ts';

type Contacts = Map<number, { phone: string; nickname: string | null; account_no: string }>;

/** pending past its time reads as expired (the row stays pending: a new invitation replaces it). */
function invitationStatus(i: InvitationRow, now: number): 'pending' | 'accepted' | 'expired' {
  if (i.status === 'accepted') return 'accepted';
  return new Date(i.expires_at).getTime() > now ? 'pending' : 'expired';
}

export function presentStaff(
  r: StaffRow,
  invitation: InvitationRow | undefined,
  inviters: Contacts,
  now = Date.now(),
): StaffMember {
  const by = invitation?.invited_by == null ? undefined : inviters.get(Number(invitation.invited_by));
  return {
    accountNo: r.account_no,
    phone: r.phone,
    nickname: r.nickname,
    status: r.status === ACCOUNT_STATUS.invited ? 'invited' : 'active',
    createdAt: new Date(r.created_at).toISOString(),
    invitation: invitation
      ? {
          status: invitationStatus(invitation, now),
          invitedBy: by ? (by.nickname ?? by.phone) : null,
          sentAt: new Date(invitation.created_at).toISOString(),
          expiresAt: new Date(invitation.expires_at).toISOString(),
          acceptedAt: invitation.accepted_at ? new Date(invitation.accepted_at).toISOString() : null,
        }
      : null,
  };
}
