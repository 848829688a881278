/** Endpoints of the customer groups staff keep (the account module serves them). */
import { z } from 'zod';
import { MERCHANT_GROUP_ROUTES } from '../routes/merchant-groups.ts';
import {
  merchantGroupDeleteSchema,
  merchantGroupQuerySchema,
  merchantGroupRowSchema,
  merchantGroupSaveSchema,
} from '../../account/index.ts';
import { endpoint } from '../../core/index.ts';

export const MERCHANT_GROUP_ENDPOINTS = {
  list: endpoint({
    ...MERCHANT_GROUP_ROUTES.list,
    query: merchantGroupQuerySchema,
    data: z.array(merchantGroupRowSchema),
  }),
  save: endpoint({ ...MERCHANT_GROUP_ROUTES.save, body: merchantGroupSaveSchema, data: z.object({ id: z.number() }) }),
  remove: endpoint({ ...MERCHANT_GROUP_ROUTES.remove, body: merchantGroupDeleteSchema, data: z.null() }),
};
