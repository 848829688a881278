// The ops module's public face: operations page, health endpoints and metrics (routes.ts).
export { opsRoutes } from './routes.ts';
