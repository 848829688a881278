/** Routes of the sms module: the SMS verification code.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { API_PREFIX, reasonOf, route } from '../../core/index.ts';
import { SMS_MESSAGES } from '../../account/index.ts';

const client = 'client' as const;

export const SMS_ROUTES = {
  /** login / register / reset / changePhone (changePhone needs a signed-in user; the others the client credential). */
  sendCode: route({
    id: 'SMS.sendCode',
    method: 'POST',
    path: `${API_PREFIX}/open/v3/message/verifycode`,
    auth: client,
    refusals: [
      reasonOf(SMS_MESSAGES, 'phoneRegistered'),
      reasonOf(SMS_MESSAGES, 'deliveryFailed'),
      reasonOf(SMS_MESSAGES, 'tooSoon'),
      reasonOf(SMS_MESSAGES, 'dailyLimit'),
      reasonOf(SMS_MESSAGES, 'ipLimit'),
      reasonOf(SMS_MESSAGES, 'challengeRequired'),
      reasonOf(SMS_MESSAGES, 'challengeFailed'),
      reasonOf(SMS_MESSAGES, 'budgetSpent'),
    ],
  }),
  /** The human check's slider puzzle (SMS_CHALLENGE), drawn when sendCode answers SMS.challengeRequired. */
  challenge: route({
    id: 'SMS.challenge',
    method: 'POST',
    path: `${API_PREFIX}/open/v3/message/challenge`,
    auth: client,
  }),
};
