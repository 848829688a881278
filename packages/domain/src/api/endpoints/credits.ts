/** Endpoints of the credits mall: my account and ledger, the items, exchanges, the ranking, and management. */
import { CREDITS_ROUTES } from '../routes/credits.ts';
import { z } from 'zod';
import { idempotencyHeadersSchema } from '../../buying/index.ts';
import {
  creditAccountInfoSchema,
  creditExchangeNoSchema,
  creditExchangeRecordQuerySchema,
  creditExchangeSchema,
  creditLedgerEntrySchema,
  creditLedgerQuerySchema,
  creditManageExchangeQuerySchema,
  creditManageExchangeSchema,
  creditManageSpuPageQuerySchema,
  creditManageSpuSchema,
  creditPurchaseBodySchema,
  creditPurchaseResultSchema,
  creditSpuDetailSchema,
  creditSpuNoQuerySchema,
  creditSpuPageQuerySchema,
  creditSpuSaveBodySchema,
  creditSpuSchema,
  creditSpuShelfBodySchema,
  creditsRankQuerySchema,
  creditsRankSchema,
  creditStockCheckBodySchema,
  creditStockCheckSchema,
} from '../../member-store/index.ts';
import { endpoint, noData } from '../../core/index.ts';

export const CREDITS_ENDPOINTS = {
  accountInfo: endpoint({ ...CREDITS_ROUTES.accountInfo, data: creditAccountInfoSchema }),
  ledger: endpoint({
    ...CREDITS_ROUTES.ledger,
    query: creditLedgerQuerySchema,
    data: z.array(creditLedgerEntrySchema),
  }),
  spuList: endpoint({ ...CREDITS_ROUTES.spuList, query: creditSpuPageQuerySchema, data: z.array(creditSpuSchema) }),
  spuDetail: endpoint({ ...CREDITS_ROUTES.spuDetail, query: creditSpuNoQuerySchema, data: creditSpuDetailSchema }),
  stockCheck: endpoint({
    ...CREDITS_ROUTES.stockCheck,
    body: creditStockCheckBodySchema,
    data: creditStockCheckSchema,
  }),
  purchase: endpoint({
    ...CREDITS_ROUTES.purchase,
    headers: idempotencyHeadersSchema,
    body: creditPurchaseBodySchema,
    data: creditPurchaseResultSchema,
  }),
  rank: endpoint({ ...CREDITS_ROUTES.rank, query: creditsRankQuerySchema, data: creditsRankSchema }),
  record: endpoint({
    ...CREDITS_ROUTES.record,
    query: creditExchangeRecordQuerySchema,
    data: z.array(creditExchangeSchema),
  }),
  recordDetail: endpoint({ ...CREDITS_ROUTES.recordDetail, query: creditExchangeNoSchema, data: creditExchangeSchema }),
  cancel: endpoint({ ...CREDITS_ROUTES.cancel, body: creditExchangeNoSchema, data: noData }),
  manageSpuPage: endpoint({
    ...CREDITS_ROUTES.manageSpuPage,
    query: creditManageSpuPageQuerySchema,
    data: z.array(creditManageSpuSchema),
  }),
  manageSpuSave: endpoint({
    ...CREDITS_ROUTES.manageSpuSave,
    body: creditSpuSaveBodySchema,
    data: creditManageSpuSchema,
  }),
  manageSpuShelf: endpoint({ ...CREDITS_ROUTES.manageSpuShelf, body: creditSpuShelfBodySchema, data: noData }),
  managePictures: endpoint({ ...CREDITS_ROUTES.managePictures, data: z.array(z.string()) }),
  manageExchangePage: endpoint({
    ...CREDITS_ROUTES.manageExchangePage,
    query: creditManageExchangeQuerySchema,
    data: z.array(creditManageExchangeSchema),
  }),
  manageShip: endpoint({ ...CREDITS_ROUTES.manageShip, body: creditExchangeNoSchema, data: noData }),
};
