/** Runtime configuration the server injects into index.html in place of `<!--portal-config-->`. */
export interface PortalConfig {
  brandName: string;
  ssoUrl: string;
  /** ICP filing number shown in the footer (the server's SITE_ICP_NO; empty = not shown, and so for the next three). */
  icpNo: string;
  /** Public-security filing number shown in the footer. */
  policeNo: string;
  /** Value-added telecom licence shown in the footer. */
  licenseNo: string;
  servicePhone: string;
  /** Web-map (AMap JS API 2.0) key; empty = the built-in offline map. */
  mapKey: string;
  /** An outside human check before another SMS code (the server's CAPTCHA_PROVIDER); absent = the built-in puzzle. */
  captcha?: { kind: 'tencent'; appId: string } | { kind: 'aliyun'; sceneId: string; prefix: string };
}

declare global {
  interface Window {
    __PORTAL_CONFIG__?: Partial<PortalConfig>;
  }
}

const DEFAULT_CONFIG: PortalConfig = {
  brandName: '海昱安防',
  ssoUrl: '/sso',
  icpNo: '',
  policeNo: '',
  licenseNo: '',
  servicePhone: '',
  mapKey: '',
};

export function readConfig(source: Partial<PortalConfig> | undefined): PortalConfig {
  const out = { ...DEFAULT_CONFIG };
  for (const [k, v] of Object.entries(source ?? {})) {
    if (typeof v === 'string' && v.trim() && k in out) (out as unknown as Record<string, string>)[k] = v;
  }
  const captcha = source?.captcha;
  if (captcha?.kind === 'tencent' || captcha?.kind === 'aliyun') out.captcha = captcha;
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
