import { ACCOUNT_ROUTES, type Identity } from '@portal/domain';
import { api } from '../api/client.ts';

/** The identity to switch to: the first one that is not the current (chooseOn) one. */
function otherIdentity(list: readonly Identity[] | null | undefined): Identity | null {
  return list?.find((i) => !i.chooseOn) ?? null;
}

/** Switch identity (part 1 §4), then reload the page so every view uses the new identity. */
export async function switchIdentity(list: readonly Identity[] | null | undefined): Promise<void> {
  const target = otherIdentity(list);
  if (!target) return;
  await api.call(ACCOUNT_ROUTES.changeIdentity, { query: { merchantNo: target.merchantNo } });
  window.location.reload();
}
