export * from './pricing.ts';
export * from './lines.ts';
export * from './contract.ts';
export * from './sheet.ts';
export * from './private-product.ts';
export * from './requirement.ts';
export * from './smart-design.ts';
