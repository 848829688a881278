/**
 * A board's ranking as horizontal bars (dealers, customers, categories, models): ECharts in the boards' lazy chunk,
 * the largest on top, values in yuan (fen given) or, with another unit, as given (积分, 件). A click on a bar hands back
 * its key.
 */
import { BarChart as Bars } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useChart } from './use-chart.ts';

echarts.use([Bars, GridComponent, TooltipComponent, CanvasRenderer]);

export interface BarChartProps {
  rows: readonly { key: string; name: string; fen: number }[];
  label: string;
  onPick?: (key: string) => void;
  /** The axis' unit: '元' (default) shows fen as yuan; any other shows the value as it is. */
  unit?: string;
}

export default function BarChart({ rows, label, onPick, unit = '元' }: BarChartProps) {
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);
  const el = useChart(
    (c, box) => {
      const shown = [...rows].reverse();
      // on a phone (issue 60 §4, 390 px) the names take less room and the value axis fewer, never overlapping, labels
      const narrow = box.clientWidth < 480;
      c.setOption({
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
        grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
        xAxis: {
          type: 'value',
          name: unit,
          minInterval: unit === '元' ? 0 : 1,
          splitNumber: narrow ? 2 : 5,
          axisLabel: { hideOverlap: true },
        },
        yAxis: {
          type: 'category',
          data: shown.map((r) => r.name),
          axisLabel: { width: narrow ? 84 : 110, overflow: 'truncate' },
        },
        series: [
          {
            name: label,
            type: 'bar',
            data: shown.map((r) => ({ value: unit === '元' ? r.fen / 100 : r.fen, key: r.key })),
            itemStyle: { color: '#d7000f' },
            barMaxWidth: 18,
          },
        ],
      });
      c.on('click', (p) => {
        const key = (p.data as { key?: string } | undefined)?.key;
        if (key) pick.current?.(key);
      });
    },
    [rows, label, unit],
  );
  const height = Math.max(120, rows.length * 28 + 24);
  return <div ref={el} style={{ height, width: '100%' }} role="img" aria-label={`${label}图`} />;
}
