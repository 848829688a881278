/** Endpoints of the sms module: the SMS verification code. */
import { SMS_ROUTES } from '../routes/sms.ts';
import { sendSmsCodeSchema, smsChallengeSchema } from '../../account/index.ts';
import { endpoint, noData } from '../../core/index.ts';

export const SMS_ENDPOINTS = {
  sendCode: endpoint({ ...SMS_ROUTES.sendCode, body: sendSmsCodeSchema, data: noData }),
  challenge: endpoint({ ...SMS_ROUTES.challenge, data: smsChallengeSchema }),
};
