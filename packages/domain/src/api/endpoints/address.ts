/** Endpoints of the address module: the buyer's delivery addresses. */
import { z } from 'zod';
import {
  ADDRESS_MESSAGES,
  addressIdSchema,
  addressInputSchema,
  addressSchema,
  addressUpdateSchema,
  BUYING_API,
} from '../../buying/index.ts';
import { endpoint, noData, reasonOf } from '../../core/index.ts';

const user = 'user' as const;

export const ADDRESS_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: BUYING_API.addressList, auth: user, data: z.array(addressSchema) }),
  add: endpoint({
    method: 'POST',
    path: BUYING_API.addressAdd,
    auth: user,
    body: addressInputSchema,
    data: addressSchema,
    refusals: [reasonOf(ADDRESS_MESSAGES, 'limit'), reasonOf(ADDRESS_MESSAGES, 'regionInvalid')],
  }),
  update: endpoint({
    method: 'POST',
    path: BUYING_API.addressUpdate,
    auth: user,
    body: addressUpdateSchema,
    data: addressSchema,
    refusals: [reasonOf(ADDRESS_MESSAGES, 'notFound')],
  }),
  remove: endpoint({
    method: 'POST',
    path: BUYING_API.addressDelete,
    auth: user,
    body: addressIdSchema,
    data: noData,
    refusals: [reasonOf(ADDRESS_MESSAGES, 'notFound')],
  }),
  setDefault: endpoint({
    method: 'POST',
    path: BUYING_API.addressSetDefault,
    auth: user,
    body: addressIdSchema,
    data: noData,
    refusals: [reasonOf(ADDRESS_MESSAGES, 'notFound')],
  }),
  check: endpoint({
    method: 'POST',
    path: BUYING_API.addressCheck,
    auth: user,
    body: addressIdSchema,
    data: addressSchema,
    refusals: [reasonOf(ADDRESS_MESSAGES, 'notFound'), reasonOf(ADDRESS_MESSAGES, 'regionInvalid')],
  }),
};
