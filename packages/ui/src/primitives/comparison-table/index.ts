export {
  ComparisonTable,
  comparisonTableMessages,
  type ComparisonRow,
  type ComparisonTableMessages,
  type ComparisonTableProps,
} from './comparison-table';
