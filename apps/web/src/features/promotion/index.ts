// The promotion feature's door: what other features use of it (the lint rule portal/module-boundaries lets them
// import nothing else of it).
export { PlacementBanners, PlacementCarousel } from './Placements.tsx';
export { ProductPromotions } from './ProductPromotions.tsx';
