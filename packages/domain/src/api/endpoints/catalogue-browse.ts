/** Endpoints of the catalogue's browsing answers: suite list, spu/info, brands, hot and recommended, pairing count. */
import { z } from 'zod';
import { CATALOGUE_BROWSE_ROUTES as R } from '../routes/catalogue-browse.ts';
import {
  brandSchema,
  pairingCountSchema,
  recommendItemSchema,
  recommendQuerySchema,
  spuInfoQuerySchema,
  spuInfoSchema,
  suitListItemSchema,
  suitPageQuerySchema,
} from '../../catalogue/index.ts';
import { endpoint } from '../../core/index.ts';

export const CATALOGUE_BROWSE_ENDPOINTS = {
  suitPage: endpoint({ ...R.suitPage, query: suitPageQuerySchema, data: z.array(suitListItemSchema) }),
  spuInfo: endpoint({ ...R.spuInfo, query: spuInfoQuerySchema, data: spuInfoSchema }),
  brands: endpoint({ ...R.brands, data: z.array(brandSchema) }),
  recommend: endpoint({ ...R.recommend, query: recommendQuerySchema, data: z.array(recommendItemSchema) }),
  pairingCount: endpoint({ ...R.pairingCount, data: pairingCountSchema }),
};
