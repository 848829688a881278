/** The invoice area's door: titles (抬头), taxpayer numbers, invoice kinds, the invoiceable amounts. */
export * from './messages.ts';
export * from './taxpayer.ts';
export * from './title-contract.ts';
export * from './title.ts';
export * from './amounts.ts';
export * from './tax-class.ts';
export * from './invoice-api.ts';
export * from './request.ts';
export * from './lines.ts';
export * from './request-contract.ts';
