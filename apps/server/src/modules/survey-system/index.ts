// The survey-system module's public face: the manifest imports from here only.
export { surveySystemModule } from './module.ts';
export { runDueJobs } from './jobs.ts';
