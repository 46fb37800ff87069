export { DonutChart, type DonutChartProps, type DonutSegment, type DonutValueFormat } from './donut-chart';
