/** Routes of the catalogue module: categories, products, suits, shops, search words, tracking.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { API_PREFIX, reasonOf, reasonsOf, route } from '../../core/index.ts';
import { CATALOGUE_ADMIN_MESSAGES as A, CATALOGUE_MESSAGES, PRODUCT_FIELD_MESSAGES } from '../../catalogue/index.ts';

const OPEN = `${API_PREFIX}/open/v1`;

const optional = 'optional' as const;

/** Catalogue maintenance by staff (issue 42 part 3): every entry asks the 'staff' policy. */
const MANAGE = `${API_PREFIX}/v1/catalogue/manage`;
const staff = { auth: 'user', policy: 'staff' } as const;

export const CATALOGUE_ROUTES = {
  categoryTree: route({
    id: 'CATALOGUE.categoryTree',
    method: 'GET',
    path: `${OPEN}/goods/category/tree`,
    auth: 'none',
  }),
  categoryAttrs: route({
    id: 'CATALOGUE.categoryAttrs',
    method: 'GET',
    path: `${OPEN}/goods/category/attrs`,
    auth: 'none',
  }),
  spuPage: route({
    id: 'CATALOGUE.spuPage',
    method: 'GET',
    path: `${OPEN}/goods/spu/page`,
    auth: optional,
    paged: true,
  }),
  spuDetail: route({
    id: 'CATALOGUE.spuDetail',
    method: 'GET',
    path: `${OPEN}/goods/spu/detail/:id`,
    auth: optional,
    refusals: [reasonOf(CATALOGUE_MESSAGES, 'spuNotFound')],
  }),
  /** The attributes of models (their numbers), for the calculators, compare, the design tool and the detail's table. */
  skuAttrs: route({ id: 'CATALOGUE.skuAttrs', method: 'GET', path: `${OPEN}/goods/sku/attrs`, auth: optional }),
  suitDetail: route({
    id: 'CATALOGUE.suitDetail',
    method: 'GET',
    path: `${OPEN}/goods/suit/detail/:id`,
    auth: optional,
    refusals: [reasonOf(CATALOGUE_MESSAGES, 'suitNotFound')],
  }),
  shops: route({
    id: 'CATALOGUE.shops',
    method: 'GET',
    path: `${OPEN}/goods/getShopList`,
    auth: optional,
    refusals: [reasonOf(CATALOGUE_MESSAGES, 'spuNotFound')],
  }),
  hotWords: route({ id: 'CATALOGUE.hotWords', method: 'GET', path: `${OPEN}/search/hotWords`, auth: 'none' }),
  keywords: route({ id: 'CATALOGUE.keywords', method: 'GET', path: `${OPEN}/search/keywords`, auth: 'none' }),
  track: route({ id: 'CATALOGUE.track', method: 'POST', path: `${OPEN}/tracking/event`, auth: optional }),
  addToMatchList: route({
    id: 'CATALOGUE.addToMatchList',
    method: 'POST',
    path: `${API_PREFIX}/v1/matchList/add`,
    auth: 'user',
    refusals: [reasonOf(CATALOGUE_MESSAGES, 'skuDeactivated'), reasonOf(CATALOGUE_MESSAGES, 'spuNotFound')],
  }),
  manageCategories: route({ id: 'CATALOGUE.manageCategories', method: 'GET', path: `${MANAGE}/categories`, ...staff }),
  manageSaveCategory: route({
    id: 'CATALOGUE.manageSaveCategory',
    method: 'POST',
    path: `${MANAGE}/category/save`,
    ...staff,
    refusals: reasonsOf(
      A,
      'categoryNameTaken',
      'categoryNotFound',
      'parentNotFirst',
      'parentIsSelf',
      'categoryHasChildren',
    ),
  }),
  manageSaveAttr: route({
    id: 'CATALOGUE.manageSaveAttr',
    method: 'POST',
    path: `${MANAGE}/attr/save`,
    ...staff,
    refusals: reasonsOf(A, 'attrKeyTaken', 'attrNotFound', 'categoryNotFound', 'secondCategoryRequired'),
  }),
  manageSpuPage: route({
    id: 'CATALOGUE.manageSpuPage',
    method: 'GET',
    path: `${MANAGE}/spu/page`,
    ...staff,
    paged: true,
  }),
  manageSpuDetail: route({
    id: 'CATALOGUE.manageSpuDetail',
    method: 'GET',
    path: `${MANAGE}/spu/detail`,
    ...staff,
    refusals: reasonsOf(A, 'spuNotFound'),
  }),
  manageSaveSpu: route({
    id: 'CATALOGUE.manageSaveSpu',
    method: 'POST',
    path: `${MANAGE}/spu/save`,
    ...staff,
    refusals: reasonsOf(
      A,
      'spuNoTaken',
      'spuNotFound',
      'secondCategoryRequired',
      'categoryNotFound',
      'privateNotEditable',
    ),
  }),
  manageSpuShelf: route({
    id: 'CATALOGUE.manageSpuShelf',
    method: 'POST',
    path: `${MANAGE}/spu/shelf`,
    ...staff,
    refusals: reasonsOf(A, 'spuNotFound', 'privateNotEditable'),
  }),
  manageSaveSku: route({
    id: 'CATALOGUE.manageSaveSku',
    method: 'POST',
    path: `${MANAGE}/sku/save`,
    ...staff,
    refusals: [
      ...reasonsOf(A, 'skuNoTaken', 'skuNotFound', 'spuNotFound', 'attrNotInCategory', 'privateNotEditable'),
      ...reasonsOf(PRODUCT_FIELD_MESSAGES, 'attrNotNumber', 'attrTooLong', 'badText'),
    ],
  }),
  manageSkuShelf: route({
    id: 'CATALOGUE.manageSkuShelf',
    method: 'POST',
    path: `${MANAGE}/sku/shelf`,
    ...staff,
    refusals: reasonsOf(A, 'skuNotFound', 'privateNotEditable', 'spuNotFound'),
  }),
  manageSaveDealerPrice: route({
    id: 'CATALOGUE.manageSaveDealerPrice',
    method: 'POST',
    path: `${MANAGE}/dealerPrice/save`,
    ...staff,
    refusals: reasonsOf(A, 'skuNotFound', 'dealerNotFound', 'goldAboveDealer', 'privateNotEditable', 'spuNotFound'),
  }),
  manageDeleteDealerPrice: route({
    id: 'CATALOGUE.manageDeleteDealerPrice',
    method: 'POST',
    path: `${MANAGE}/dealerPrice/delete`,
    ...staff,
    refusals: reasonsOf(A, 'skuNotFound'),
  }),
  manageSaveBrochure: route({
    id: 'CATALOGUE.manageSaveBrochure',
    method: 'POST',
    path: `${MANAGE}/brochure/save`,
    ...staff,
    refusals: reasonsOf(A, 'spuNotFound', 'brochureNotFound', 'brochureTitleTaken', 'privateNotEditable'),
  }),
  manageDeleteBrochure: route({
    id: 'CATALOGUE.manageDeleteBrochure',
    method: 'POST',
    path: `${MANAGE}/brochure/delete`,
    ...staff,
    refusals: reasonsOf(A, 'brochureNotFound', 'privateNotEditable', 'spuNotFound'),
  }),
};
