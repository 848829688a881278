/** Endpoints of the invitation module: staff invite staff; an invited account's owner accepts and sets a password. */
import { z } from 'zod';
import {
  acceptInvitationSchema,
  INVITATION_MESSAGES,
  inviteStaffSchema,
  loginResultSchema,
  SMS_MESSAGES,
  staffMemberSchema,
} from '../../account/index.ts';
import { API_PREFIX, endpoint, reasonOf } from '../../core/index.ts';

const I = `${API_PREFIX}/v1/invitation`;

export const INVITATION_ENDPOINTS = {
  /** Staff only: invite a staff member by phone (an account waiting for its password, and the SMS). */
  inviteStaff: endpoint({
    method: 'POST',
    path: `${I}/staff`,
    auth: 'user',
    policy: 'staff',
    body: inviteStaffSchema,
    data: staffMemberSchema,
    refusals: [
      reasonOf(INVITATION_MESSAGES, 'phoneTaken'),
      reasonOf(INVITATION_MESSAGES, 'alreadyAccepted'),
      reasonOf(SMS_MESSAGES, 'deliveryFailed'),
    ],
  }),
  /** Staff only: every staff account, with its invitation. */
  staffList: endpoint({
    method: 'GET',
    path: `${I}/staff`,
    auth: 'user',
    policy: 'staff',
    data: z.array(staffMemberSchema),
  }),
  /** The invitee: phone, the SMS's code and a new password; signs in. */
  accept: endpoint({
    method: 'POST',
    path: `${I}/accept`,
    auth: 'client',
    body: acceptInvitationSchema,
    data: loginResultSchema,
    refusals: [reasonOf(INVITATION_MESSAGES, 'invalid')],
  }),
};
