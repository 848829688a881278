// The aigc module's public face (AI scripts and videos for dealers' marketing).
export { aigcModule } from './module.ts';
