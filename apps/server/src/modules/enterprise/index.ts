// The enterprise module's public face: other modules, app.ts and the seed import from here only.
export { enterpriseRoutes } from './routes.ts';
export { certificationOf, certifiedCompanyOf } from './service.ts';
export { onCertified } from './hooks.ts';
