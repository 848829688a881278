import { describe, expect, it } from 'vitest';
import { MESSAGE_CATEGORIES, MESSAGE_KINDS, MESSAGE_KIND_KEYS, renderMessage } from './kinds.ts';

describe('message kinds', () => {
  it('fills the title, body and link of a kind (the link encoded)', () => {
    expect(renderMessage('orderShipped', { orderNo: 'MO 1', shopName: '华东安防' })).toEqual({
      category: 'order',
      title: '订单已发货',
      body: '您的订单 MO 1 已由 华东安防 发货，请注意查收。',
      link: '/memberStore/purchaseOrders/detail?orderNo=MO%201',
    });
  });

  it('refuses to render with a parameter missing', () => {
    expect(() => renderMessage('certRefused', { enterpriseName: '某公司' })).toThrow(/reason/);
  });

  it('every kind has a known category and a site-relative link; the ones not written yet say so', () => {
    for (const k of MESSAGE_KIND_KEYS) {
      expect(Object.keys(MESSAGE_CATEGORIES)).toContain(MESSAGE_KINDS[k].category);
      expect(MESSAGE_KINDS[k].link.startsWith('/')).toBe(true);
    }
    expect(MESSAGE_KIND_KEYS.filter((k) => !MESSAGE_KINDS[k].wired).sort()).toEqual(['designOrderShared']);
  });
});
