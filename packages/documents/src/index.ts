/**
 * The PDF engine: DocWriter's flow layout, the building blocks and charts drawn with it, and the brand's
 * colours, page geometry and type scale. Word drafts (`@company/documents/docx`) and reading a PDF's text
 * back (`@company/documents/pdf-text`) are entry points of their own, so a server that renders PDFs on
 * request loads neither docx nor pdf-lib.
 */
export {
  callout,
  contactBlock,
  contactBlockHeight,
  coverBand,
  factTiles,
  planCards,
  statTiles,
  stepList,
  twoColumnLists,
  type ContactDetails,
  type ContactLine,
  type CoverOptions,
  type PlanCard,
} from './blocks.ts';
export { drawDonut } from './charts.ts';
export type { FontKind } from './fonts.ts';
export { DocWriter, type DocumentMeta, type PdfDocument, type TableColumn, type TableOptions } from './layout.ts';
export { colors, page, type } from './theme.ts';
