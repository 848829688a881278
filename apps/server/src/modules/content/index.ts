// The content module's public face: other modules, app.ts and the seed import from here only.
export { contentRoutes } from './routes.ts';
