// The catalogue feature's door: what other features use of it (the lint rule portal/module-boundaries lets them
// import nothing else of it).
export { MatchButton } from './MatchButton.tsx';
export { ProductImage } from './ProductImage.tsx';
export {
  catalogueKeys,
  fetchSkuAttrs,
  spuPageWithSkus,
  track,
  useCategoryTree,
  useFilterAttrs,
  useShops,
  useSkuAttrs,
  useSpuDetail,
  useSpuPage,
  useBrands,
  useRecommend,
  useSpuRelated,
  useSpuPageWithSkus,
  useSuitDetail,
  useSuitPage,
} from './queries.ts';

export { useHotWords, useKeywords, useSearchCategory, useSearchSuggest, useSearchUnderstand } from './queries.ts';
