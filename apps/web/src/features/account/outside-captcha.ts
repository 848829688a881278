/**
 * An outside human check (the server's CAPTCHA_PROVIDER, named to the page in its runtime config): the provider's own
 * widget, its script loaded from the provider only when the portal is set up for it (the CSP allows its hosts only
 * then; without it the built-in puzzle needs no outside address). The widget's ticket goes to the server with the
 * next send, which checks it with the provider.
 */
import type { PortalConfig } from '../../config.ts';

export type OutsideCaptcha = NonNullable<PortalConfig['captcha']>;
export interface TicketAnswer {
  captchaTicket: string;
  captchaRandstr?: string;
}

const SCRIPTS: Record<OutsideCaptcha['kind'], string> = {
  tencent: 'https://turing.captcha.qcloud.com/TJCaptcha.js',
  aliyun: 'https://o.alicdn.com/captcha-frontend/aliyunCaptcha/AliyunCaptcha.js',
};

interface TencentCaptchaCtor {
  new (appId: string, cb: (r: { ret: number; ticket?: string; randstr?: string }) => void): { show(): void };
}
type AliyunInit = (opts: Record<string, unknown>) => void;
declare global {
  interface Window {
    TencentCaptcha?: TencentCaptchaCtor;
    initAliyunCaptcha?: AliyunInit;
  }
}

const loaded = new Map<string, Promise<void>>();
function loadScript(src: string): Promise<void> {
  let p = loaded.get(src);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const s = document.createElement('script');
      s.src = src;
      s.async = true;
      s.onload = () => resolve();
      s.onerror = () => (loaded.delete(src), reject(new Error('人机验证加载失败，请检查网络后重试')));
      document.head.appendChild(s);
    });
    loaded.set(src, p);
  }
  return p;
}

/** Shows the provider's check; answers its ticket, or null when the person closed it. */
export async function runOutsideCaptcha(c: OutsideCaptcha): Promise<TicketAnswer | null> {
  await loadScript(SCRIPTS[c.kind]);
  if (c.kind === 'tencent') {
    const Ctor = window.TencentCaptcha;
    if (!Ctor) throw new Error('人机验证加载失败，请检查网络后重试');
    return new Promise((resolve) =>
      new Ctor(c.appId, (r) =>
        resolve(r.ret === 0 && r.ticket ? { captchaTicket: r.ticket, captchaRandstr: r.randstr ?? '' } : null),
      ).show(),
    );
  }
  const init = window.initAliyunCaptcha;
  if (!init) throw new Error('人机验证加载失败，请检查网络后重试');
  return new Promise((resolve) => {
    const holder = document.createElement('div');
    document.body.appendChild(holder);
    const done = (a: TicketAnswer | null) => (holder.remove(), resolve(a));
    init({
      SceneId: c.sceneId,
      prefix: c.prefix,
      mode: 'popup',
      element: holder,
      button: holder,
      immediate: true,
      // the verify param goes to this portal's server, which asks Alibaba Cloud (VerifyIntelligentCaptcha)
      captchaVerifyCallback: async (param: string) => (done({ captchaTicket: param }), { captchaResult: true }),
      onClose: () => done(null),
      language: 'cn',
    });
  });
}
