// The survey module's public face: other modules, app.ts and the seed import from here only.
export { surveyRoutes } from './routes.ts';
// Reading a DXF drawing (the import endpoint's parser), for the survey benchmark (bench/survey.ts).
export { readDxf } from './dxf-import.ts';
export { addWalls, planOfScene, sceneForSystem, scenesForSystem, type SystemScene } from './system-door.ts';
// A plan image's type and size from its bytes (the survey-system's wall recognition decodes plan images).
export { planImageInfo } from './plan-image.ts';
// Scenes, plans and points as a user makes them, for the seed's demo survey project (seed/survey-demo.ts).
export { addPoint, addScenes, savePlan, uploadPlan } from './service.ts';
// The survey-system's derived bill follows every change of a scene's plan or points (registered at its setup).
export { registerSceneChanged } from './change-hooks.ts';
