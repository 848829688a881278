/** Endpoints of the address module: the buyer's delivery addresses. */
import { ADDRESS_ROUTES } from '../routes/address.ts';
import { z } from 'zod';
import { addressIdSchema, addressInputSchema, addressSchema, addressUpdateSchema } from '../../buying/index.ts';
import { endpoint, noData } from '../../core/index.ts';

export const ADDRESS_ENDPOINTS = {
  list: endpoint({ ...ADDRESS_ROUTES.list, data: z.array(addressSchema) }),
  add: endpoint({ ...ADDRESS_ROUTES.add, body: addressInputSchema, data: addressSchema }),
  update: endpoint({ ...ADDRESS_ROUTES.update, body: addressUpdateSchema, data: addressSchema }),
  remove: endpoint({ ...ADDRESS_ROUTES.remove, body: addressIdSchema, data: noData }),
  setDefault: endpoint({ ...ADDRESS_ROUTES.setDefault, body: addressIdSchema, data: noData }),
  check: endpoint({ ...ADDRESS_ROUTES.check, body: addressIdSchema, data: addressSchema }),
};
