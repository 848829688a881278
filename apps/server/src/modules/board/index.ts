// The board module's public face: other modules, app.ts and the seed import from here only.
export { boardModule } from './module.ts';
export { refreshBoards } from './refresh.ts';
