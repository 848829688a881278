export * from './pagination.ts';
