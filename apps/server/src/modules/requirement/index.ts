// The requirement module's public face: other modules, app.ts and the seed import from here only.
export { requirementRoutes } from './routes.ts';
