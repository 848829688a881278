/** The boards (issue 60): periods in Beijing days, net sales, the contract. */
export * from './period.ts';
export * from './contract.ts';
export * from './insights.ts';
