/** Runtime configuration the server injects into index.html in place of `<!--portal-config-->`. */
export interface PortalConfig {
  brandName: string;
  ssoUrl: string;
  /** ICP filing number shown in the footer. */
  icpNo: string;
  /** Public-security filing number shown in the footer. */
  policeNo: string;
  /** Value-added telecom licence shown in the footer. */
  licenseNo: string;
  servicePhone: string;
  /** Web-map (AMap JS API 2.0) key; empty = the built-in offline map. */
  mapKey: string;
}

declare global {
  interface Window {
    __PORTAL_CONFIG__?: Partial<PortalConfig>;
  }
}

export const DEFAULT_CONFIG: PortalConfig = {
  brandName: '海昱安防',
  ssoUrl: '/sso',
  icpNo: '沪ICP备18000000号-1',
  policeNo: '沪公网安备31000002000000号',
  licenseNo: '增值电信业务经营许可证：沪B2-20180000',
  servicePhone: '400-800-5005',
  mapKey: '',
};

export function readConfig(source: Partial<PortalConfig> | undefined): PortalConfig {
  const out = { ...DEFAULT_CONFIG };
  for (const [k, v] of Object.entries(source ?? {})) {
    if (typeof v === 'string' && v.trim() && k in out) (out as Record<string, string>)[k] = v;
  }
  out.ssoUrl = out.ssoUrl.replace(/\/+$/, '');
  return out;
}

export function portalConfig(): PortalConfig {
  return readConfig(typeof window === 'undefined' ? undefined : window.__PORTAL_CONFIG__);
}

/** The sign-on login page, coming back to `redirect` (a full URL) afterwards. */
export function ssoLoginUrl(redirect?: string): string {
  const base = `${portalConfig().ssoUrl}/login`;
  return redirect ? `${base}?redirect=${encodeURIComponent(redirect)}` : base;
}
