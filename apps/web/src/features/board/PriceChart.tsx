/**
 * A buyer's unit prices over time (issue 60 §2): ECharts (core, line chart, canvas) in its own lazy chunk, one line per
 * model, months along the bottom, a gap where it bought none.
 */
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { BoardPriceTrend } from '@portal/domain';
import { useChart } from './use-chart.ts';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const COLORS = ['#d7000f', '#1677ff', '#52c41a', '#fa8c16', '#722ed1'];

export default function PriceChart({ prices }: { prices: BoardPriceTrend }) {
  const el = useChart(
    (c) => {
      c.setOption({
        animation: false,
        tooltip: { trigger: 'axis' },
        legend: { data: prices.models.map((m) => m.model), top: 0, type: 'scroll' },
        grid: { left: 8, right: 8, top: 32, bottom: 8, containLabel: true },
        xAxis: { type: 'category', data: prices.months },
        yAxis: { type: 'value', name: '元/件', scale: true },
        series: prices.models.map((m, i) => ({
          name: m.model,
          type: 'line',
          connectNulls: false,
          data: m.points.map((p) => (p.unitFen === null ? null : p.unitFen / 100)),
          itemStyle: { color: COLORS[i % COLORS.length] },
        })),
      });
    },
    [prices],
  );
  return <div ref={el} style={{ height: 260, width: '100%' }} role="img" aria-label="采购单价走势图" />;
}
