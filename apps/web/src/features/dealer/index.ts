// The dealer feature's door: what other features use of it (the lint rule portal/module-boundaries lets them
// import nothing else of it).
export { BindDealerDialog } from './BindDealerDialog.tsx';
export { RegionCascader, type RegionOption } from './RegionCascader.tsx';
export { useBindDetail, useToggleShop } from './queries.ts';
export { ChinaMap, ProvinceMap } from './map/ChinaMap.tsx';
