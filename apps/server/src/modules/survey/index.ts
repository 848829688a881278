// The survey module's public face: other modules, app.ts and the seed import from here only.
export { surveyRoutes } from './routes.ts';
export { addWalls, planOfScene, sceneForSystem, scenesForSystem, type SystemScene } from './system-door.ts';
