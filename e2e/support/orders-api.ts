/**
 * A buyer's API session for the journeys that set orders up through the API (paying, refunding, invoicing are then
 * done in the browser): a demo account's token, a call that answers the envelope, and an order of a model the shop
 * sells now.
 */
import { baseURL } from './browser.ts';

export const PASSWORD = 'Demo@2026';
export const P = '/api-cloud-merchant-service/v1';

export async function call<T = unknown>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(baseURL() + path, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

/** A demo account's token (password login). */
export async function tokenOf(phone: string): Promise<string> {
  const r = await fetch(`${baseURL()}${P}/account/passwordLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: phone, password: PASSWORD }),
  }).then((x) => x.json() as Promise<{ data: { token: string } }>);
  return r.data.token;
}

let keySeq = 0;

/**
 * Places an order of `quantity` of a model the shop can sell now — the first such model, or the one after `skip`
 * others — to the buyer's default address; answers its number and what it costs.
 */
export async function placeOrder(token: string, quantity = 1, skip = 0): Promise<{ orderNo: string; payFen: number }> {
  const list = await fetch(
    `${baseURL()}/api-cloud-merchant-service/open/v1/goods/spu/page?page=1&size=30&fields=skus`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  ).then((r) => r.json() as Promise<{ data: { skus?: { skuNo: string }[] }[] }>);
  let seen = 0;
  for (const spu of list.data) {
    for (const sku of spu.skus ?? []) {
      const items = [{ skuNo: sku.skuNo, quantity }];
      const pre = await call<{ payFen: number; address: { id: number } | null }>(
        token,
        'POST',
        `${P}/order/preSettlement`,
        {
          source: 'direct',
          items,
        },
      );
      if (pre.code !== 0 || !pre.data.address || seen++ < skip) continue;
      const placed = await call<{ orderNo: string; payFen: number }>(
        token,
        'POST',
        `${P}/order/placeorder`,
        { source: 'direct', items, addressId: pre.data.address.id, expectedPayFen: pre.data.payFen },
        { 'idempotency-key': `e2e-order-${Date.now()}-${++keySeq}` },
      );
      if (placed.code === 0) return placed.data;
    }
  }
  throw new Error('no model could be ordered');
}

/** The number of a model the buyer can order one of now (its settlement answers, to its default address). */
export async function orderableSku(token: string): Promise<string> {
  const list = await fetch(
    `${baseURL()}/api-cloud-merchant-service/open/v1/goods/spu/page?page=1&size=30&fields=skus`,
    { headers: { authorization: `Bearer ${token}` } },
  ).then((r) => r.json() as Promise<{ data: { skus?: { skuNo: string }[] }[] }>);
  for (const sku of list.data.flatMap((spu) => spu.skus ?? [])) {
    const items = [{ skuNo: sku.skuNo, quantity: 1 }];
    const pre = await call<{ address: unknown }>(token, 'POST', `${P}/order/preSettlement`, {
      source: 'direct',
      items,
    });
    if (pre.code === 0 && pre.data.address) return sku.skuNo;
  }
  throw new Error('no model could be ordered');
}

/** Gives the buyer a default delivery address in 杭州市西湖区 (orders are placed to it). */
export async function addDefaultAddress(token: string): Promise<void> {
  const r = await call(token, 'POST', `${P}/address/add`, {
    provinceCode: '330000',
    provinceName: '浙江省',
    cityCode: '330100',
    cityName: '杭州市',
    areaCode: '330106',
    areaName: '西湖区',
    detailAddress: '文三路 90 号',
    contactName: '王工',
    contactPhone: '13900001111',
    isDefault: true,
  });
  if (r.code !== 0) throw new Error(`address add failed: ${r.msg}`);
}
