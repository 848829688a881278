/** Endpoints of the invitation module: staff invite staff; an invited account's owner accepts and sets a password. */
import { INVITATION_ROUTES } from '../routes/invitation.ts';
import { z } from 'zod';
import {
  acceptInvitationSchema,
  inviteStaffSchema,
  loginResultSchema,
  staffMemberSchema,
} from '../../account/index.ts';
import { endpoint } from '../../core/index.ts';

export const INVITATION_ENDPOINTS = {
  inviteStaff: endpoint({ ...INVITATION_ROUTES.inviteStaff, body: inviteStaffSchema, data: staffMemberSchema }),
  staffList: endpoint({ ...INVITATION_ROUTES.staffList, data: z.array(staffMemberSchema) }),
  accept: endpoint({ ...INVITATION_ROUTES.accept, body: acceptInvitationSchema, data: loginResultSchema }),
};
