/** Routes of the customer groups staff keep (served by the account module; issue 45 §4). */
import { API_PREFIX, reasonsOf, route } from '../../core/index.ts';
import { MERCHANT_GROUP_MESSAGES as M } from '../../account/index.ts';

const G = `${API_PREFIX}/v1/account/manage/merchantGroup`;
const staff = { auth: 'user', policy: 'staff' } as const;

export const MERCHANT_GROUP_ROUTES = {
  list: route({ id: 'MERCHANT_GROUP.list', method: 'GET', path: `${G}/list`, ...staff, paged: true }),
  save: route({
    id: 'MERCHANT_GROUP.save',
    method: 'POST',
    path: `${G}/save`,
    ...staff,
    refusals: reasonsOf(M, 'merchantNotFound', 'taken', 'notFound'),
  }),
  remove: route({
    id: 'MERCHANT_GROUP.remove',
    method: 'POST',
    path: `${G}/delete`,
    ...staff,
    refusals: reasonsOf(M, 'notFound'),
  }),
};
