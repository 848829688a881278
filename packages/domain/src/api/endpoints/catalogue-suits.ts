/** Endpoints of suites (套装) in the staff's catalogue maintenance, served by the catalogue module. */
import { z } from 'zod';
import { CATALOGUE_SUIT_ROUTES } from '../routes/catalogue-suits.ts';
import {
  adminIdQuerySchema,
  adminSuitDetailSchema,
  adminSuitListItemSchema,
  adminSuitQuerySchema,
  savedSuitSchema,
  shelfSaveSchema,
  suitSaveSchema,
  suitSkuSchema,
  suitSkuSearchSchema,
} from '../../catalogue/index.ts';
import { endpoint, noData } from '../../core/index.ts';

export const CATALOGUE_SUIT_ENDPOINTS = {
  manageSuitPage: endpoint({
    ...CATALOGUE_SUIT_ROUTES.manageSuitPage,
    query: adminSuitQuerySchema,
    data: z.array(adminSuitListItemSchema),
  }),
  manageSuitDetail: endpoint({
    ...CATALOGUE_SUIT_ROUTES.manageSuitDetail,
    query: adminIdQuerySchema,
    data: adminSuitDetailSchema,
  }),
  manageSaveSuit: endpoint({ ...CATALOGUE_SUIT_ROUTES.manageSaveSuit, body: suitSaveSchema, data: savedSuitSchema }),
  manageSuitShelf: endpoint({ ...CATALOGUE_SUIT_ROUTES.manageSuitShelf, body: shelfSaveSchema, data: noData }),
  manageSuitSkus: endpoint({
    ...CATALOGUE_SUIT_ROUTES.manageSuitSkus,
    query: suitSkuSearchSchema,
    data: z.array(suitSkuSchema),
  }),
};
