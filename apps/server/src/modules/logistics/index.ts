// The logistics module's public face: other modules, app.ts and the seed import from here only.
export { logisticsRoutes } from './routes.ts';
export { freightFen } from './service.ts';
