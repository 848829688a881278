// The catalogue feature's door: what other features use of it (the lint rule portal/module-boundaries lets them
// import nothing else of it).
export { MatchButton } from './MatchButton.tsx';
export { ProductImage } from './ProductImage.tsx';
export {
  catalogueKeys,
  track,
  useCategoryTree,
  useFilterAttrs,
  useShops,
  useSpuDetail,
  useSpuPage,
  useBrands,
  useRecommend,
  useSpuRelated,
  useSuitDetail,
  useSuitPage,
} from './queries.ts';
