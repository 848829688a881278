export * from './dealer.ts';
