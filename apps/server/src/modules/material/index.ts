// The material module's public face (marketing materials for certified accounts).
export { materialRoutes } from './routes.ts';
