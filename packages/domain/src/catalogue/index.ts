export * from './catalogue.ts';
export * from './catalogue-rules.ts';
export * from './text-rules.ts';
export * from './text-schema.ts';
export * from './search.ts';
export * from './rank.ts';
export * from './viewer-price.ts';
export * from './product-fields.ts';
