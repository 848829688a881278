/** The schemas of validation.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';
import { ACCOUNT_MESSAGES, isValidPassword, MOBILE_RE } from './validation.ts';

export const passwordSchema = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .refine(isValidPassword, ACCOUNT_MESSAGES.passwordRule);

export const mobileSchema = z
  .string({ error: ACCOUNT_MESSAGES.phoneRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.phoneRequired)
  .regex(MOBILE_RE, ACCOUNT_MESSAGES.phoneRule);

export const passwordLoginSchema = z.object({
  account: z
    .string({ error: ACCOUNT_MESSAGES.accountRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.accountRequired)
    .max(50),
  /** At login only presence is checked: old passwords may predate the rule. */
  password: z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).min(1, ACCOUNT_MESSAGES.passwordRequired).max(64),
});

export type PasswordLoginInput = z.infer<typeof passwordLoginSchema>;
