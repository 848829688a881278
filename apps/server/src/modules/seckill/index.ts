// The seckill module's public face: other modules, app.ts and the seed import from here only.
export { batchesWritten, holdInTurn } from './hold.ts';
export { seckillModule } from './module.ts';
