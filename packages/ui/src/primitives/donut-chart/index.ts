export {
  DonutChart,
  donutChartMessages,
  type DonutChartMessages,
  type DonutChartProps,
  type DonutSegment,
  type DonutValueFormat,
} from './donut-chart';
