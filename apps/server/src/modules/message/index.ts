// The message module's public face: other modules, app.ts and the seed import from here only.
export { messageModule } from './module.ts';
export { send as sendMessages } from './service.ts';
