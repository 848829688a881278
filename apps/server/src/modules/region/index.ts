// The region module's public face: other modules, app.ts and the seed import from here only.
export { regionRoutes } from './routes.ts';
export { areaColumns, canonicalLocation, loadRegions, locationColumns, provinceCity } from './regions.ts';
