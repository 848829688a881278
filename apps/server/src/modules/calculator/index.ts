// The calculator module's public face: other modules, app.ts and the seed import from here only.
export { calculatorRoutes } from './routes.ts';
