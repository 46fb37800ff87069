export { ComparisonTable, type ComparisonRow, type ComparisonTableProps } from './comparison-table';
