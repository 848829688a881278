/**
 * Routes of suites (套装) in the staff's catalogue maintenance (issue 42 part 3), served by the catalogue module
 * (suit-admin-routes.ts): every entry asks the 'staff' policy.
 */
import { API_PREFIX, reasonsOf, route } from '../../core/index.ts';
import { CATALOGUE_ADMIN_MESSAGES as A } from '../../catalogue/index.ts';

const MANAGE = `${API_PREFIX}/v1/catalogue/manage`;
const staff = { auth: 'user', policy: 'staff' } as const;

export const CATALOGUE_SUIT_ROUTES = {
  manageSuitPage: route({
    id: 'CATALOGUE.manageSuitPage',
    method: 'GET',
    path: `${MANAGE}/suit/page`,
    ...staff,
    paged: true,
  }),
  manageSuitDetail: route({
    id: 'CATALOGUE.manageSuitDetail',
    method: 'GET',
    path: `${MANAGE}/suit/detail`,
    ...staff,
    refusals: reasonsOf(A, 'suitNotFound'),
  }),
  manageSaveSuit: route({
    id: 'CATALOGUE.manageSaveSuit',
    method: 'POST',
    path: `${MANAGE}/suit/save`,
    ...staff,
    refusals: reasonsOf(A, 'suitNoTaken', 'suitNotFound', 'categoryNotFound', 'skuNotFound', 'suitSkuPrivate'),
  }),
  manageSuitShelf: route({
    id: 'CATALOGUE.manageSuitShelf',
    method: 'POST',
    path: `${MANAGE}/suit/shelf`,
    ...staff,
    refusals: reasonsOf(A, 'suitNotFound'),
  }),
  manageSuitSkus: route({
    id: 'CATALOGUE.manageSuitSkus',
    method: 'GET',
    path: `${MANAGE}/suit/skus`,
    ...staff,
  }),
};
