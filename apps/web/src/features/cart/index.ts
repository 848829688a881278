// The cart feature's door: what other features use of it (the lint rule portal/module-boundaries lets them
// import nothing else of it).
export { BuyButtons } from './BuyButtons.tsx';
export { Thumb } from './Thumb.tsx';
export { basketFromSearch, directOrderUrl, type Basket } from './direct-items.ts';
export { cartKeys, useAddToCart } from './queries.ts';
export { useBuyGuard, useHasCart } from './useBuyGuard.ts';
export { useCartCount } from './queries.ts';
/** The cart drawer as its own chunk, for a `lazy()` that loads it when first opened. */
export const loadCartDrawer = () => import('./CartDrawer.tsx');
