/** Endpoints of the after-sale module: returns, exchanges and warranty repairs of delivered order lines. */
import { z } from 'zod';
import { AFTER_SALE_ROUTES as R } from '../routes/after-sale.ts';
import {
  afterSaleApplySchema,
  afterSaleFailedQuerySchema,
  afterSaleListSchema,
  afterSaleNoSchema,
  afterSaleOrderQuerySchema,
  afterSalePageQuerySchema,
  afterSaleParcelSchema,
  afterSaleParcelsSchema,
  afterSaleRefuseSchema,
  afterSaleSchema,
  orderAfterSalesSchema,
} from '../../buying/index.ts';
import { endpoint } from '../../core/index.ts';

const one = { data: afterSaleSchema };
export const AFTER_SALE_ENDPOINTS = {
  apply: endpoint({ ...R.apply, body: afterSaleApplySchema, ...one }),
  mine: endpoint({ ...R.mine, query: afterSalePageQuerySchema, data: z.object({ list: afterSaleListSchema }) }),
  ofOrder: endpoint({ ...R.ofOrder, query: afterSaleOrderQuerySchema, data: orderAfterSalesSchema }),
  detail: endpoint({ ...R.detail, query: afterSaleNoSchema, ...one }),
  parcels: endpoint({ ...R.parcels, query: afterSaleNoSchema, data: afterSaleParcelsSchema }),
  cancel: endpoint({ ...R.cancel, body: afterSaleNoSchema, ...one }),
  shipBack: endpoint({ ...R.shipBack, body: afterSaleParcelSchema, ...one }),
  confirm: endpoint({ ...R.confirm, body: afterSaleNoSchema, ...one }),
  shopPage: endpoint({ ...R.shopPage, query: afterSalePageQuerySchema, data: z.object({ list: afterSaleListSchema }) }),
  accept: endpoint({ ...R.accept, body: afterSaleNoSchema, ...one }),
  refuse: endpoint({ ...R.refuse, body: afterSaleRefuseSchema, ...one }),
  receive: endpoint({ ...R.receive, body: afterSaleNoSchema, ...one }),
  refund: endpoint({ ...R.refund, body: afterSaleNoSchema, ...one }),
  resend: endpoint({ ...R.resend, body: afterSaleParcelSchema, ...one }),
  failedRefunds: endpoint({
    ...R.failedRefunds,
    query: afterSaleFailedQuerySchema,
    data: z.object({ list: afterSaleListSchema }),
  }),
};
