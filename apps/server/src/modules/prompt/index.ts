// The prompt module's public face: other modules, app.ts and the seed import from here only.
export { promptRoutes } from './routes.ts';
export { agreeCurrentProtocols } from './service.ts';
export { noticePriceChange, repeatNameOnCertified } from './rules.ts';
