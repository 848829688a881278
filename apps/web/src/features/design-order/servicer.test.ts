import { describe, expect, it } from 'vitest';
import { servicerSummary } from './servicer.ts';

describe('servicer summary', () => {
  it('says who serves, how to reach them and when; "未填写" when nobody is set', () => {
    expect(servicerSummary(null)).toBe('未填写');
    const s = { role: 'both', company: '安宝安装队', contactName: '李工', phone: '13900001111', plannedDate: '2026-12-01', note: '', updatedAt: '' } as const; // prettier-ignore
    expect(servicerSummary(s)).toBe('勘测及安装 · 安宝安装队 李工 13900001111 · 2026-12-01');
    expect(servicerSummary({ ...s, role: 'install', company: '', plannedDate: null })).toBe('安装 · 李工 13900001111');
  });
});
