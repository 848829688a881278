/** Routes of the private-product module: a dealer's own products.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { reasonOf, route, UPLOAD_MESSAGES } from '../../core/index.ts';
import { PERMISSION_MESSAGES, PRIVATE_API, PRIVATE_MESSAGES } from '../../design-order/index.ts';

const user = 'user' as const;

/** The xlsx export and the import template answer files, not envelopes: they stay outside the table (PRIVATE_API). */
export const PRIVATE_PRODUCT_ROUTES = {
  check: route({ id: 'PRIVATE_PRODUCT.check', method: 'GET', path: PRIVATE_API.check, auth: user }),
  categories: route({ id: 'PRIVATE_PRODUCT.categories', method: 'GET', path: PRIVATE_API.categories, auth: user }),
  brands: route({ id: 'PRIVATE_PRODUCT.brands', method: 'GET', path: PRIVATE_API.brands, auth: user }),
  add: route({
    id: 'PRIVATE_PRODUCT.add',
    method: 'POST',
    path: PRIVATE_API.add,
    auth: user,
    policy: 'manager',
    // categoryRequired: the form's category is not a second-level one
    refusals: [reasonOf(PERMISSION_MESSAGES, 'noShop'), reasonOf(PRIVATE_MESSAGES, 'categoryRequired')],
  }),
  edit: route({
    id: 'PRIVATE_PRODUCT.edit',
    method: 'POST',
    path: PRIVATE_API.edit,
    auth: user,
    policy: 'manager',
    refusals: [reasonOf(PRIVATE_MESSAGES, 'notFound'), reasonOf(PRIVATE_MESSAGES, 'categoryRequired')],
  }),
  detail: route({
    id: 'PRIVATE_PRODUCT.detail',
    method: 'GET',
    path: PRIVATE_API.detail,
    auth: user,
    policy: 'manager',
    refusals: [reasonOf(PRIVATE_MESSAGES, 'notFound')],
  }),
  del: route({
    id: 'PRIVATE_PRODUCT.del',
    method: 'POST',
    path: PRIVATE_API.del,
    auth: user,
    policy: 'manager',
    refusals: [reasonOf(PRIVATE_MESSAGES, 'notFound')],
  }),
  /** multipart/form-data, field `file` (xlsx, ≤ 5 MB). */
  importXlsx: route({
    id: 'PRIVATE_PRODUCT.importXlsx',
    method: 'POST',
    path: PRIVATE_API.importXlsx,
    auth: user,
    policy: 'manager',
    refusals: [
      reasonOf(PERMISSION_MESSAGES, 'noShop'),
      reasonOf(PRIVATE_MESSAGES, 'badFile'),
      reasonOf(PRIVATE_MESSAGES, 'badHeader'),
      reasonOf(PRIVATE_MESSAGES, 'fileTooComplex'),
      reasonOf(PRIVATE_MESSAGES, 'fileTooLarge'),
      // a workbook without a sheet or without a row, or longer than the import takes
      reasonOf(PRIVATE_MESSAGES, 'emptyFile'),
      reasonOf(PRIVATE_MESSAGES, 'tooManyRows'),
    ],
  }),
  /** multipart/form-data, field `file` (a JPG, PNG or WebP picture, ≤ 2 MB). */
  upload: route({
    id: 'PRIVATE_PRODUCT.upload',
    method: 'POST',
    path: PRIVATE_API.upload,
    auth: user,
    refusals: [
      reasonOf(UPLOAD_MESSAGES, 'tooManyPixels'),
      reasonOf(UPLOAD_MESSAGES, 'unreadable'),
      reasonOf(PRIVATE_MESSAGES, 'badPicture'),
    ],
    policy: 'manager',
  }),
};
