// A horizontal bar chart of one question's counts (ECharts, only the parts it uses). Loaded lazily by the results
// drawer, so the chart library never weighs on another screen.
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

export interface Bar {
  label: string;
  count: number;
}

export default function ResultChart({ bars, label }: { bars: Bar[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const chart = echarts.init(box.current);
    chart.setOption({
      animation: false,
      grid: { left: 8, right: 32, top: 8, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: {
        type: 'category',
        inverse: true,
        data: bars.map((b) => b.label),
        axisLabel: { width: 160, overflow: 'truncate' },
      },
      series: [
        {
          type: 'bar',
          name: label,
          data: bars.map((b) => b.count),
          barMaxWidth: 22,
          itemStyle: { color: '#1677ff' },
          label: { show: true, position: 'right' },
        },
      ],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [bars, label]);
  // The numbers are also in the table beside it; the picture is decoration for screen readers.
  return <div ref={box} aria-hidden="true" style={{ width: '100%', height: Math.max(120, bars.length * 36 + 24) }} />;
}
