// The favorite module's public face: other modules, app.ts and the seed import from here only.
export { favoriteRoutes } from './routes.ts';
