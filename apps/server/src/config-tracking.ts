/**
 * Parcel tracking (issue 45 §2): Kuaidi100's real-time query API when KUAIDI100_KEY and KUAIDI100_CUSTOMER are both
 * set (KUAIDI100_URL overrides https://poll.kuaidi100.com, e.g. for a test's local fake), else the built-in sandbox
 * that derives a parcel's steps from its ship time and says it is a sandbox.
 */
export type TrackingConfig =
  { kind: 'sandbox' } | { kind: 'kuaidi100'; key: string; customer: string; baseUrl: string };

export function trackingSettings(env: NodeJS.ProcessEnv): TrackingConfig {
  const key = (env.KUAIDI100_KEY ?? '').trim();
  const customer = (env.KUAIDI100_CUSTOMER ?? '').trim();
  if (!key || !customer) return { kind: 'sandbox' };
  const baseUrl = ((env.KUAIDI100_URL ?? '').trim() || 'https://poll.kuaidi100.com').replace(/\/$/, '');
  return { kind: 'kuaidi100', key, customer, baseUrl };
}
