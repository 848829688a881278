// The compare module's public face: other modules, app.ts and the seed import from here only.
export { compareRoutes } from './routes.ts';
