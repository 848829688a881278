import { mallPrompt, toolbarItems, UserType } from '@portal/domain';
import { useApp } from '../../components/feedback/useApp.ts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLoginPrompt } from '../../components/LoginPrompt.tsx';
import { useSession } from '../../session/store.ts';

/**
 * Buying needs a login (part 1 §5 login prompt) and a bound first-level dealer (the mall prompt of the main
 * navigation: the same Chinese text, and '去绑定' / '去选择' leads to the binding page). Answers a runner:
 * `guard(fn)` runs fn only when the user may buy.
 */
export function useBuyGuard() {
  const { login, user } = useSession();
  const loginPrompt = useLoginPrompt();
  const { modal } = useApp();
  const navigate = useNavigate();
  return useCallback(
    (fn: () => void) => {
      if (!login || !user) return loginPrompt();
      const prompt = mallPrompt(user.userType, user.hasBindFirstDistributor);
      if (prompt) {
        modal.confirm({
          title: '提示',
          content: prompt,
          centered: true,
          okText: user.userType === UserType.person ? '去选择' : '去绑定',
          cancelText: '取消',
          onOk: () => navigate('/bindFirst'),
        });
        return;
      }
      fn();
    },
    [login, user, loginPrompt, modal, navigate],
  );
}

/** Whether the viewer has a cart at all: guests (who are asked to log in) and the roles whose toolbar has one. */
export function useHasCart(): boolean {
  const { login, user } = useSession();
  if (!login || !user) return true;
  return toolbarItems(user.userType, { pathname: '/product', multiIdentity: !!user.isMultRole }).includes('cart');
}
