/**
 * The post-login prompt chain (part 1 §4) as plain async steps: each asks the server, shows its dialog when
 * there is something to show, and resolves when the user is done; a failed or empty answer falls through.
 * The dialogs are passed in, so the order and the fall-through rules are testable without a browser.
 */
import {
  PROMPT_ROUTES as P,
  hasWaitingShare,
  needsBrowserTip,
  ProtocolAction,
  PROMPT_TEXT,
  willFreezeText,
  type Route,
  type RouteData,
  type RouteInput,
  type PromptStep,
  type ProtocolItem,
} from '@portal/domain';

export interface ChainApi {
  get<T>(path: string): Promise<T>;
  post(path: string, body?: unknown): Promise<unknown>;
}

export interface ChainUi {
  /** OK/cancel tip; resolves true on OK. */
  tip(opts: { name: string; title: string; content: string; okText: string; cancelText?: string }): Promise<boolean>;
  /** Protocol dialog: resolves the action chosen. */
  protocols(list: ProtocolItem[], opts: { name: string; title: string }): Promise<ProtocolAction>;
  /** Navigate (the certificate tip's OK). */
  go(path: string): void;
}

export interface ChainUser {
  willFreeze: boolean;
  /** The day the merchant's validity ends, when willFreeze. */
  freezeOn?: string | null | undefined;
  userAgent: string;
}

/** The chain's calls, typed by the endpoint table (the api is passed in, so tests answer by path). */
const read = <E extends Route>(api: ChainApi, e: E) => api.get<RouteData<E>>(e.path);
const send = <E extends Route>(api: ChainApi, e: E, body?: RouteInput<E, 'body'>) => api.post(e.path, body);

async function attempt<T>(fn: () => Promise<T>): Promise<T | null> {
  try {
    return await fn();
  } catch {
    return null;
  }
}

/** Runs the chain; answers the steps that showed something, in order. */
export async function runPromptChain(api: ChainApi, ui: ChainUi, user: ChainUser): Promise<PromptStep[]> {
  const shown: PromptStep[] = [];

  const repeat = await attempt(() => read(api, P.repeatNameTip));
  if (repeat) {
    shown.push('repeatName');
    await ui.tip({
      name: repeat.merchantType === 1 ? 'firstMerchantTip' : 'secondMerchantTip',
      title: '企业名称重复提示',
      content: repeat.text,
      okText: '我知道了',
    });
    await attempt(() => send(api, P.repeatNameSeen));
  }

  if (needsBrowserTip(user.userAgent)) {
    shown.push('browser');
    // cancelling the browser tip leads on to the protocol check, like OK
    await ui.tip({
      name: 'browser',
      title: '浏览器版本提示',
      content: PROMPT_TEXT.browser,
      okText: '我知道了',
      cancelText: '取消',
    });
  }

  const toSign = await attempt(() => read(api, P.signVerify));
  if (toSign && toSign.length > 0) {
    shown.push('signProtocol');
    const action = await ui.protocols(toSign, { name: 'signProtocol', title: '协议更新提示' });
    await attempt(() => send(api, P.bindProtocol, { action, protocols: toSign.map((p) => p.id) }));
  }

  const share = await attempt(() => read(api, P.waitingShare));
  if (hasWaitingShare(share)) {
    shown.push('waitingShare');
    await ui.tip({
      name: 'waitingShare',
      title: '待分账提醒',
      content: `您有在途现金 ${share} 暂未到账分账，请联系业务员核实收款信息。`,
      okText: '我知道了',
    });
  }

  const price = await attempt(() => read(api, P.priceChange));
  if (price) {
    shown.push('priceChange');
    await ui.tip({ name: 'priceChange', title: price.title, content: price.content, okText: '我知道了' });
  }

  if (user.willFreeze) {
    shown.push('willFreeze');
    await ui.tip({
      name: 'willFreeze',
      title: '商户有效期提醒',
      content: willFreezeText(user.freezeOn ?? null, new Date()),
      okText: '我知道了',
    });
  }

  const ver = await attempt(() => read(api, P.verification));
  if (ver?.verificationStatus === 2) {
    shown.push('verification');
    const go = await ui.tip({
      name: 'cert',
      title: '企业证书提醒',
      content: ver.text ?? PROMPT_TEXT.cert,
      okText: '去更新',
      cancelText: '稍后',
    });
    if (go) {
      ui.go('/member/cert');
      return shown;
    }
    // cancelling the certificate tip leads on to the safety protocol
  }

  const safety = await attempt(() => read(api, P.protocolConfirmTip));
  if (safety) {
    shown.push('safetyProtocol');
    const action = await ui.protocols([safety], { name: 'serveSafeTipDialog', title: '服务安全协议确认' });
    await attempt(() => send(api, P.bindProtocol, { action, protocols: [safety.id] }));
  }
  return shown;
}

export { ProtocolAction };
