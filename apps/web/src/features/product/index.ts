// The product feature's door: what other features use of it (the lint rule portal/module-boundaries lets them
// import nothing else of it).
export { ProductBrowser } from './ProductBrowser.tsx';
export { ProductCard } from './ProductCard.tsx';
export { default as ProductDetailPage } from './ProductDetailPage.tsx';
