// ECharts with only the parts the dashboard and the cockpit use. Imported only through loadCharts() (a dynamic
// import), so the chart library is its own chunk, loaded on /home and /bigScreen only.
import { BarChart, LineChart, MapChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  LineChart,
  MapChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

export { echarts };
