// The private-product module's public face: other modules, app.ts and the seed import from here only.
export { privateProductRoutes } from './routes.ts';
export { checkXlsx } from './xlsx-guard.ts';
