/**
 * A board's ranking as horizontal bars (dealers, customers, categories, models): ECharts in the boards' lazy chunk,
 * the largest on top, values in yuan. A click on a bar hands back its key.
 */
import { BarChart as Bars } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([Bars, GridComponent, TooltipComponent, CanvasRenderer]);

export interface BarChartProps {
  rows: readonly { key: string; name: string; fen: number }[];
  label: string;
  onPick?: (key: string) => void;
}

export default function BarChart({ rows, label, onPick }: BarChartProps) {
  const el = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);
  useEffect(() => {
    if (!el.current) return;
    const c = echarts.init(el.current, undefined, { renderer: 'canvas' });
    const shown = [...rows].reverse();
    c.setOption({
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
      xAxis: { type: 'value', name: '元' },
      yAxis: {
        type: 'category',
        data: shown.map((r) => r.name),
        axisLabel: { width: 110, overflow: 'truncate' },
      },
      series: [
        {
          name: label,
          type: 'bar',
          data: shown.map((r) => ({ value: r.fen / 100, key: r.key })),
          itemStyle: { color: '#d7000f' },
          barMaxWidth: 18,
        },
      ],
    });
    c.on('click', (p) => {
      const key = (p.data as { key?: string } | undefined)?.key;
      if (key) pick.current?.(key);
    });
    const resize = () => c.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      c.dispose();
    };
  }, [rows, label]);
  const height = Math.max(120, rows.length * 28 + 24);
  return <div ref={el} style={{ height, width: '100%' }} role="img" aria-label={`${label}图`} />;
}
