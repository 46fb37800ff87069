import { GatedDownloadDialog, QuoteDialog } from '@company/ui';
import { downloadLeadSchema, emailHint, INTENT_OPTIONS, productRequestSchema } from '@company/lead-api/schemas';
import { leadCapture } from '~/config/lead-capture';
import { recordDownloadLead, sendEmail } from '~/lib/leads';
import { RouterLink } from './router-link';

/** A document behind the download gate: where it is, what it is called, what the dialog says. */
export type GatedFile = { href: string; fileName: string; title: string };

/** The quote dialog, wired to the lead API. */
export function QuoteRequestDialog({
  open,
  onOpenChange,
  productName = 'Products Inquiry',
  product,
  datasheet,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productName?: string;
  product?: string;
  /** Offered for download once the request is sent. */
  datasheet?: GatedFile;
}) {
  return (
    <QuoteDialog
      open={open}
      onOpenChange={onOpenChange}
      productName={productName}
      product={product}
      datasheetUrl={datasheet?.href}
      datasheetFileName={datasheet?.fileName}
      schema={productRequestSchema}
      onSubmit={sendEmail}
      botChallengeSiteKey={leadCapture.botChallengeSiteKey}
      botChallengeScriptUrl={leadCapture.botChallengeScriptUrl}
      linkComponent={RouterLink}
    />
  );
}

/** The download gate, wired to the background lead queue: the file never waits for the server. */
export function DownloadDialog({
  open,
  onOpenChange,
  file,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  file: GatedFile;
}) {
  return (
    <GatedDownloadDialog
      open={open}
      onOpenChange={onOpenChange}
      title={file.title}
      fileUrl={file.href}
      fileName={file.fileName}
      schema={downloadLeadSchema}
      emailHint={emailHint}
      intentOptions={INTENT_OPTIONS}
      onSubmit={recordDownloadLead}
      botChallengeSiteKey={leadCapture.botChallengeSiteKey}
      botChallengeScriptUrl={leadCapture.botChallengeScriptUrl}
      linkComponent={RouterLink}
    />
  );
}
