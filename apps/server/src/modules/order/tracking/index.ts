import type { TrackingConfig } from '../../../config-tracking.ts';
import { Kuaidi100Tracker } from './kuaidi100.ts';
import { SandboxTracker } from './sandbox.ts';
import type { Tracker } from './tracker.ts';

export type { Tracker } from './tracker.ts';

/** The tracker the configuration names: Kuaidi100 on its keys, else the sandbox. */
export function trackerOf(config: TrackingConfig): Tracker {
  return config.kind === 'kuaidi100' ? new Kuaidi100Tracker(config) : new SandboxTracker();
}
