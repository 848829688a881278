/** The constants, messages and rules of credits-contract.ts (no zod: what the start imports, apart from the schemas). */

const P = '/api-cloud-merchant-service/v1/integration';

export const CREDITS_API = {
  spuList: `${P}/spu/list`,
  spuDetail: `${P}/spu/detail`,
  stockCheck: `${P}/stock/check`,
  purchase: `${P}/purchase`,
  rank: `${P}/rank`,
  accountInfo: `${P}/account/info`,
  ledger: `${P}/account/ledger`,
  record: `${P}/exchange/record`,
  recordDetail: `${P}/exchange/detail`,
  cancel: `${P}/exchange/cancel`,
  manageSpuPage: `${P}/manage/spu/page`,
  manageSpuSave: `${P}/manage/spu/save`,
  manageSpuShelf: `${P}/manage/spu/shelf`,
  managePictures: `${P}/manage/pictures`,
  manageExchangePage: `${P}/manage/exchange/page`,
  manageShip: `${P}/manage/exchange/ship`,
} as const;

export // ---------- the mall ----------

const CREDITS_SORTS = ['default', 'creditsAsc', 'creditsDesc', 'hot'] as const;

export type CreditsSort = (typeof CREDITS_SORTS)[number];
