/** Routes of the address module: the buyer's delivery addresses.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { reasonOf, route } from '../../core/index.ts';
import { ADDRESS_MESSAGES, BUYING_API } from '../../buying/index.ts';

const user = 'user' as const;

export const ADDRESS_ROUTES = {
  list: route({ id: 'ADDRESS.list', method: 'GET', path: BUYING_API.addressList, auth: user }),
  add: route({
    id: 'ADDRESS.add',
    method: 'POST',
    path: BUYING_API.addressAdd,
    auth: user,
    refusals: [reasonOf(ADDRESS_MESSAGES, 'limit'), reasonOf(ADDRESS_MESSAGES, 'regionInvalid')],
  }),
  update: route({
    id: 'ADDRESS.update',
    method: 'POST',
    path: BUYING_API.addressUpdate,
    auth: user,
    refusals: [reasonOf(ADDRESS_MESSAGES, 'notFound'), reasonOf(ADDRESS_MESSAGES, 'regionInvalid')],
  }),
  remove: route({
    id: 'ADDRESS.remove',
    method: 'POST',
    path: BUYING_API.addressDelete,
    auth: user,
    refusals: [reasonOf(ADDRESS_MESSAGES, 'notFound')],
  }),
  setDefault: route({
    id: 'ADDRESS.setDefault',
    method: 'POST',
    path: BUYING_API.addressSetDefault,
    auth: user,
    refusals: [reasonOf(ADDRESS_MESSAGES, 'notFound')],
  }),
  check: route({
    id: 'ADDRESS.check',
    method: 'POST',
    path: BUYING_API.addressCheck,
    auth: user,
    refusals: [reasonOf(ADDRESS_MESSAGES, 'notFound'), reasonOf(ADDRESS_MESSAGES, 'regionInvalid')],
  }),
};
