// Imports and exports (issue 42 §4, §5): the templates, their checks' words and limits, the credit code, the schemas.
export * from './credit-code.ts';
export * from './limits.ts';
export * from './templates.ts';
export * from './words.ts';
export * from './contract.ts';
export * from './media.ts';
