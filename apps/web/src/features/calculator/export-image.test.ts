import { describe, expect, it } from 'vitest';
import { EXPORT_WIDTH, layoutExport, wrap, type Measure } from './export-image.ts';

const measure: Measure = (t, f) => Array.from(t).length * Number(/(\d+)px/.exec(f)?.[1] ?? 14);

describe('result image layout', () => {
  it('wraps long lines inside the width', () => {
    const lines = wrap('一'.repeat(50), 140, '14px x', measure);
    expect(lines).toEqual(['一'.repeat(10), '一'.repeat(10), '一'.repeat(10), '一'.repeat(10), '一'.repeat(10)]);
  });

  it('draws the title, every figure, warning and step inside the canvas', () => {
    const { ops, height } = layoutExport(
      {
        title: '录像容量计算',
        subtitle: '安防计算器',
        figures: [
          { label: '所需容量', value: '40.50', unit: 'TB' },
          { label: '硬盘', value: '6', unit: '块' },
        ],
        notes: ['说明'],
        warnings: ['注意'.repeat(80)],
        steps: [{ label: '总容量', formula: 'TB = GB ÷ 1024', substituted: '41472 ÷ 1024', value: 40.5, unit: 'TB' }],
      },
      measure,
    );
    const texts = ops.flatMap((o) => (o.kind === 'text' ? [o.text] : []));
    expect(texts).toContain('录像容量计算');
    expect(texts).toContain('40.50 TB');
    expect(texts.some((t) => t.includes('41472 ÷ 1024 = 40.50 TB'))).toBe(true);
    for (const o of ops) {
      expect(o.y).toBeLessThan(height);
      if (o.kind === 'text') expect(o.x + measure(o.text, o.font)).toBeLessThanOrEqual(EXPORT_WIDTH);
    }
  });
});
