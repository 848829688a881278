/** Endpoints of the address module: the buyer's delivery addresses. */
import { z } from 'zod';
import {
  BUYING_API,
  addressSchema,
  addressIdSchema,
  addressInputSchema,
  addressUpdateSchema,
} from '../../buying/index.ts';
import { endpoint, noData } from '../../core/index.ts';

const user = 'user' as const;

export const ADDRESS_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: BUYING_API.addressList, auth: user, data: z.array(addressSchema) }),
  add: endpoint({
    method: 'POST',
    path: BUYING_API.addressAdd,
    auth: user,
    body: addressInputSchema,
    data: addressSchema,
  }),
  update: endpoint({
    method: 'POST',
    path: BUYING_API.addressUpdate,
    auth: user,
    body: addressUpdateSchema,
    data: addressSchema,
  }),
  remove: endpoint({ method: 'POST', path: BUYING_API.addressDelete, auth: user, body: addressIdSchema, data: noData }),
  setDefault: endpoint({
    method: 'POST',
    path: BUYING_API.addressSetDefault,
    auth: user,
    body: addressIdSchema,
    data: noData,
  }),
  check: endpoint({
    method: 'POST',
    path: BUYING_API.addressCheck,
    auth: user,
    body: addressIdSchema,
    data: addressSchema,
  }),
};
