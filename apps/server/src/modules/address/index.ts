// The address module's public face: other modules, app.ts and the seed import from here only.
export { addressRoutes } from './routes.ts';
export { check, defaultAddress } from './service.ts';
