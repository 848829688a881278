// The catalogue module's public face: other modules, app.ts and the seed import from here only.
export { softwareLeaders, stockBySku } from './design-extra.ts';
export {
  type DesignSku,
  accessoriesOf,
  candidatesInCategories,
  designSkus,
  listItemsBySpuNos,
} from './design-lookup.ts';
export {
  type PrivateOwner,
  type PrivateWrite,
  brandNames,
  deletePrivateProducts,
  findPrivateProduct,
  insertPrivateProducts,
  listPrivateProducts,
  updatePrivateProduct,
} from './private-products.ts';
export { type PurchaseSku, giveBackStock, purchaseSkus, stockShortOf, takeStockSql } from './purchase-lookup.ts';
export { catalogueModule } from './module.ts';
export { type Viewer } from './viewer-meta.ts';
export { categoryTree, findSkus, requireSpuId, skuParams, spuIdOf, spusByIds, track } from './service.ts';
export { familyMentions, findSuitDetail, suitDetail } from './browse.ts';
export { skuAttrsByNo } from './survey-queries.ts';
// A model's main specifications in one line (the quotation).
export { specSummaries } from './spec-queries.ts';
export { searchSkus } from './sku-search.ts';
export { searchSynonyms } from './search-rank.ts';
// 加入配单 as the product pages do it, for the seed's demo survey project (seed/survey-demo.ts).
export { addToMatchList } from './service.ts';
// A staff price change as /catalogueManage makes it, for the seed's price-change condition (seed/prompts.ts).
export { saveDealerPrice } from './dealer-prices.ts';
// Bulk writes and whole reads for the imports module (issue 42 §4): families, models, attributes, prices, stock.
export * as catalogueBulk from './bulk-queries.ts';
export * as categoryBulk from './bulk-category-queries.ts';
export { type ExportModelRow, dealerPricesForExport, modelsForExport } from './export-queries.ts';
export * as mediaBulk from './bulk-media-queries.ts';
// The boards' stock and category of the models sold (issue 60).
export { modelFactsOf } from './board-queries.ts';
// The tax classification of families for the invoice module's lines (issue 59 §3).
export { taxClassesOfFamilies } from './tax-class-queries.ts';
