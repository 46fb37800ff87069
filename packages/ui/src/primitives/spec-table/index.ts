export { SpecTable, type SpecRow, type SpecTableProps } from './spec-table';
