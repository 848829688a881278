import { describe, expect, it } from 'vitest';
import { activeToolTab, badgeText, CALCULATOR_NAV, calculatorLabel, toolTabs } from './tool-nav.ts';

describe('tool navigation (part 2 §2)', () => {
  it('with survey permission: my design orders, smart tool, calculator', () => {
    expect(toolTabs(true).map((t) => [t.label, t.path])).toEqual([
      ['我的设计单', '/tool/designOrder'],
      ['智能配单工具', '/tool'],
      ['安防计算器', '/tool/calculator/aVideoCapacity'],
    ]);
  });
  it('without: tool home, my design orders, calculator', () => {
    expect(toolTabs(false).map((t) => t.path)).toEqual([
      '/tool',
      '/tool/designOrder',
      '/tool/calculator/aVideoCapacity',
    ]);
  });
  it('active tab follows the route', () => {
    expect(activeToolTab('/tool/calculator/dBandWidth', false)).toBe('calculator');
    expect(activeToolTab('/tool/designOrder/detail', true)).toBe('designOrder');
    expect(activeToolTab('/tool', false)).toBe('home');
    expect(activeToolTab('/tool', true)).toBe('smartTool');
  });
  it('badges cap at 99', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(5)).toBe('5');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
  it('ten calculators', () => {
    expect(CALCULATOR_NAV).toHaveLength(10);
    expect(calculatorLabel('jWirelessIntelligent')).toBe('无线网桥');
    expect(calculatorLabel('nope')).toBeUndefined();
  });
});
