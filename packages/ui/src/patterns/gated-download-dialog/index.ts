export {
  GATED_REQUIRED_TEXT,
  GatedDownloadDialog,
  gatedDownloadDialogMessages,
  type DownloadedFile,
  type GatedDownloadDialogMessages,
  type GatedDownloadDialogProps,
  type GatedDownloadLead,
  type GatedDownloadValues,
} from './gated-download-dialog';
