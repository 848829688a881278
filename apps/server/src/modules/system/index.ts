// The system module's public face: other modules, app.ts and the seed import from here only.
export { systemRoutes } from './routes.ts';
