/** Routes of the invitation module: staff invite staff; an invited account's owner accepts and sets a password.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { API_PREFIX, reasonOf, route } from '../../core/index.ts';
import { INVITATION_MESSAGES, SMS_MESSAGES } from '../../account/index.ts';

const I = `${API_PREFIX}/v1/invitation`;

export const INVITATION_ROUTES = {
  /** Staff only: invite a staff member by phone (an account waiting for its password, and the SMS). */
  inviteStaff: route({
    id: 'INVITATION.inviteStaff',
    method: 'POST',
    path: `${I}/staff`,
    auth: 'user',
    policy: 'staff',
    refusals: [
      reasonOf(INVITATION_MESSAGES, 'phoneTaken'),
      reasonOf(INVITATION_MESSAGES, 'alreadyAccepted'),
      reasonOf(SMS_MESSAGES, 'deliveryFailed'),
    ],
  }),
  /** Staff only: every staff account, with its invitation. */
  staffList: route({ id: 'INVITATION.staffList', method: 'GET', path: `${I}/staff`, auth: 'user', policy: 'staff' }),
  /** The invitee: phone, the SMS's code and a new password; signs in. */
  accept: route({
    id: 'INVITATION.accept',
    method: 'POST',
    path: `${I}/accept`,
    auth: 'client',
    refusals: [reasonOf(INVITATION_MESSAGES, 'invalid')],
  }),
};
