/**
 * Links to member pages for the signed-in account: workbench accounts (certified, first-level, multi-identity) are
 * taken to the same page inside /merchantCenter (the rule lives in the domain's navigation/workbench.ts).
 */
import { accountPath, usesWorkbench } from '@portal/domain';
import { useCallback } from 'react';
import { useSession } from './store.ts';

export function useAccountPath(): (path: string) => string {
  const { user, login } = useSession();
  const workbench = login && usesWorkbench(user);
  return useCallback((path: string) => accountPath(path, workbench), [workbench]);
}
