import type { ProtocolAction, ProtocolItem } from '@portal/domain';
import { Button, Modal } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/store.ts';
import { useAccountPath } from '../member/useAccountPath.ts';
import { runPromptChain, type ChainUi } from './chain.ts';
import './home-prompts.css';

type Dialog =
  | {
      kind: 'tip';
      name: string;
      title: string;
      content: string;
      okText: string;
      cancelText?: string | undefined;
      resolve(ok: boolean): void;
    }
  | { kind: 'protocols'; name: string; title: string; list: ProtocolItem[]; resolve(a: ProtocolAction): void };

const ROLE_HINT_KEY = 'roleChangeHintShown';
const chainKey = (accountNo: string) => `promptChainDone:${accountNo}`;

/** The role-change hint: once, on /home, for multi-identity users (remembered locally). */
function RoleChangeHint() {
  const [open, setOpen] = useState(() => localStorage.getItem(ROLE_HINT_KEY) !== '1');
  if (!open) return null;
  return (
    <div className="role-hint" role="dialog" aria-label="身份切换提示">
      <b>您拥有多个企业身份</b>
      <p>点击右侧工具栏的“切换身份”，即可在不同企业身份之间切换，页面将按所选身份展示价格与功能。</p>
      <Button
        size="small"
        type="primary"
        onClick={() => {
          localStorage.setItem(ROLE_HINT_KEY, '1');
          setOpen(false);
        }}
      >
        知道了
      </Button>
    </div>
  );
}

/** Mounted on /home: the post-login prompt chain once per login session, and the role-change hint. */
export function HomePrompts() {
  const { user, login } = useSession();
  const navigate = useNavigate();
  const to = useAccountPath();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!login || !user || started.current) return;
    if (sessionStorage.getItem(chainKey(user.accountNo)) === '1') return;
    started.current = true;
    const ui: ChainUi = {
      tip: (o) => new Promise((resolve) => setDialog({ kind: 'tip', ...o, resolve })),
      protocols: (list, o) => new Promise((resolve) => setDialog({ kind: 'protocols', list, ...o, resolve })),
      go: (path) => navigate(to(path)),
    };
    const client = {
      get: <T,>(path: string) => api.get<T>(path, undefined, { silent: true }),
      post: (path: string, body?: unknown) => api.post(path, body, { silent: true }),
    };
    void runPromptChain(client, ui, { willFreeze: user.willFreeze, userAgent: navigator.userAgent }).finally(() => {
      sessionStorage.setItem(chainKey(user.accountNo), '1');
      setDialog(null);
    });
  }, [login, user, navigate, to]);

  const close = <T,>(resolve: (v: T) => void, v: T) => {
    setDialog(null);
    resolve(v);
  };

  let footer: ReactNode = null;
  if (dialog?.kind === 'tip') {
    footer = [
      dialog.cancelText ? (
        <Button key="cancel" onClick={() => close(dialog.resolve, false)}>
          {dialog.cancelText}
        </Button>
      ) : null,
      <Button key="ok" type="primary" onClick={() => close(dialog.resolve, true)}>
        {dialog.okText}
      </Button>,
    ];
  } else if (dialog?.kind === 'protocols') {
    footer = [
      <Button key="1" onClick={() => close(dialog.resolve, 1 as ProtocolAction)}>
        不同意
      </Button>,
      <Button key="2" onClick={() => close(dialog.resolve, 2 as ProtocolAction)}>
        稍后再说
      </Button>,
      <Button key="3" type="primary" onClick={() => close(dialog.resolve, 3 as ProtocolAction)}>
        同意并继续
      </Button>,
    ];
  }

  return (
    <>
      {user?.isMultRole ? <RoleChangeHint /> : null}
      <Modal
        open={dialog !== null}
        title={dialog?.title}
        width={500}
        centered
        closable={false}
        maskClosable={false}
        keyboard={false}
        footer={footer}
        className={`prompt-dialog prompt-${dialog?.name ?? ''}`}
        data-prompt={dialog?.name}
      >
        {dialog?.kind === 'tip' ? <p className="prompt-text">{dialog.content}</p> : null}
        {dialog?.kind === 'protocols' ? (
          <div className="prompt-text">
            <p>为了更好地保障您的权益，请阅读并确认以下协议：</p>
            <ul>
              {dialog.list.map((p) => (
                <li key={p.id}>
                  <a href={p.protocolUrl} target="_blank" rel="noreferrer">
                    《{p.protocolName}》
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
