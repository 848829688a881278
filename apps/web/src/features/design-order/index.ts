// The design-order feature's door: what other features use of it (the lint rule portal/module-boundaries lets them
// import nothing else of it).
export { ServicerCard } from './ServicerCard.tsx';
export { newLineInput } from './line-edit.ts';
export { designKeys, useAccessories, useDesignList, useOrder, useUpdateList } from './queries.ts';
