// The service centre's public face: other modules, app.ts and the seed import from here only.
export { serviceOrderModule } from './module.ts';
export { registerDevices } from './devices.ts';
export { saveEngineer, saveOutlet } from './network.ts';
