// The follow-up figures as charts (ECharts, only the parts used): rates per group as bars, wished services as bars.
// Loaded lazily by the 'service/survey' view, so the chart library weighs on no other screen.
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface Series {
  name: string;
  values: number[];
}

export default function SurveyChart({
  categories,
  series,
  percent,
}: {
  categories: string[];
  series: Series[];
  /** Values are percentages (0-100). */
  percent?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const chart = echarts.init(box.current);
    chart.setOption({
      animation: false,
      grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
      legend: { top: 0 },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: {
        type: 'category',
        data: categories,
        axisLabel: { interval: 0, width: 90, overflow: 'truncate' },
      },
      yAxis: {
        type: 'value',
        max: percent ? 100 : undefined,
        axisLabel: { formatter: percent ? '{value}%' : '{value}' },
      },
      series: series.map((s) => ({ type: 'bar', name: s.name, data: s.values, barMaxWidth: 28 })),
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [categories, series, percent]);
  // The numbers are in the table beside it; the picture is decoration for screen readers.
  return <div ref={box} aria-hidden="true" data-testid="survey-chart" style={{ width: '100%', height: 280 }} />;
}
