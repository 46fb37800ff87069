export { QUOTE_REQUIRED_TEXT, QuoteDialog, type QuoteDialogProps, type QuoteRequestValues } from './quote-dialog';
