import { Button } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/store.ts';
import { useAccountPath } from '../../session/useAccountPath.ts';
import { runPromptChain, type ChainUi } from './chain.ts';
import type { Dialog } from './prompt-dialog.ts';
import './home-prompts.css';

// The dialog's code (antd's Modal) loads when a prompt is shown: most visits to /home show none (issue 22).
const PromptDialog = lazy(() => import('./PromptDialog.tsx'));

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
    void runPromptChain(client, ui, {
      willFreeze: user.willFreeze,
      freezeOn: user.freezeOn,
      userAgent: navigator.userAgent,
    }).finally(() => {
      sessionStorage.setItem(chainKey(user.accountNo), '1');
      setDialog(null);
    });
  }, [login, user, navigate, to]);

  return (
    <>
      {user?.isMultRole ? <RoleChangeHint /> : null}
      {dialog ? (
        <Suspense fallback={null}>
          <PromptDialog dialog={dialog} onDone={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
