export { SpecTable, specTableMessages, type SpecRow, type SpecTableMessages, type SpecTableProps } from './spec-table';
