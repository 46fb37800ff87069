export {
  QUOTE_REQUIRED_TEXT,
  QuoteDialog,
  quoteDialogMessages,
  type QuoteDialogMessages,
  type QuoteDialogProps,
  type QuoteRequestValues,
} from './quote-dialog';
