export * from './catalogue.ts';
export * from './text-rules.ts';
export * from './search.ts';
export * from './rank.ts';
export * from './viewer-price.ts';
