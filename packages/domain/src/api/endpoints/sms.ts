/** Endpoints of the sms module: the SMS verification code. */
import { sendSmsCodeSchema, SMS_MESSAGES } from '../../account/index.ts';
import { API_PREFIX, endpoint, noData, reasonOf } from '../../core/index.ts';

const client = 'client' as const;

export const SMS_ENDPOINTS = {
  /** login / register / reset / changePhone (changePhone needs a signed-in user; the others the client credential). */
  sendCode: endpoint({
    method: 'POST',
    path: `${API_PREFIX}/open/v3/message/verifycode`,
    auth: client,
    body: sendSmsCodeSchema,
    data: noData,
    refusals: [
      reasonOf(SMS_MESSAGES, 'phoneRegistered'),
      reasonOf(SMS_MESSAGES, 'deliveryFailed'),
      reasonOf(SMS_MESSAGES, 'tooSoon'),
      reasonOf(SMS_MESSAGES, 'dailyLimit'),
    ],
  }),
};
