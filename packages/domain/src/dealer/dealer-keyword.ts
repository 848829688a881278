/**
 * The dealer dialog's keyword rule (dealer.ts): a module of its own so that the dialog validating with it loads zod,
 * and the start, which uses the dealer's constants, does not.
 */
import { z } from 'zod';
import { DEALER_KEYWORD_MAX, DEALER_MESSAGES } from './dealer-words.ts';

/** Dealer keyword: non-empty after trimming, at most 50 characters. */
export const dealerKeywordSchema = z
  .string({ error: DEALER_MESSAGES.keywordRequired })
  .trim()
  .min(1, DEALER_MESSAGES.keywordRequired)
  .max(DEALER_KEYWORD_MAX, DEALER_MESSAGES.keywordTooLong);
