export {
  GATED_REQUIRED_TEXT,
  GatedDownloadDialog,
  type DownloadedFile,
  type GatedDownloadDialogProps,
  type GatedDownloadLead,
} from './gated-download-dialog';
