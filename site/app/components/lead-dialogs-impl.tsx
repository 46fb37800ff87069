/** The lead dialogs wired to the lead API and analytics; loaded on first open (see ./lead-dialogs). */
import { GatedDownloadDialog, QuoteDialog } from '@company/ui';
import { estimatePdfUrl } from '@company/lead-client/client';
import { BOT_CHALLENGE_ACTIONS, downloadLeadSchema, emailHint, INTENT_OPTIONS, productRequestSchema } from '@company/lead-client/schemas';
import { CURRENCY } from '@company/analytics';
import { fileType, track } from '~/analytics';
import { leadCapture } from '~/config/lead-capture';
import { estimateFileName, type Estimate } from '~/lib/estimate';
import { recordDownloadLead, recordEstimateLead, sendEmail } from '~/lib/leads';
import { useLeadFormSettings } from './lead-forms';

import type { GatedFile } from './lead-dialogs';

const downloadForm = { schema: downloadLeadSchema, emailHint, intentOptions: INTENT_OPTIONS };

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
  const { formProps, linkComponent, productsHref } = useLeadFormSettings(BOT_CHALLENGE_ACTIONS.quote);
  return (
    <QuoteDialog
      open={open}
      onOpenChange={onOpenChange}
      productName={productName}
      product={product}
      datasheetUrl={datasheet?.href}
      datasheetFileName={datasheet?.fileName}
      schema={productRequestSchema}
      onSubmit={async (values) => {
        const reply = await sendEmail(values);
        track('Contact Form Submitted', { productName: values.productName ?? productName, topic: 'quote' });
        return reply;
      }}
      {...formProps}
      linkComponent={linkComponent}
      productsHref={productsHref}
    />
  );
}

/** The download gate, wired to the background lead queue: the file never waits for the server. */
export function DownloadDialog({
  open,
  onOpenChange,
  file,
  product,
  onDownloaded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  file: GatedFile;
  /** Set for a product's datasheet. */
  product?: { id: string; name: string };
  /**
   * Tracks the document's own event once the file has started, in place of Product Downloaded or
   * Datasheet Downloaded; Document Downloaded is sent either way.
   */
  onDownloaded?: () => void;
}) {
  const { formProps, linkComponent, privacyHref } = useLeadFormSettings(BOT_CHALLENGE_ACTIONS.download);
  const downloaded = () => {
    const type = fileType(file.fileName);
    if (onDownloaded) {
      // The page names the document's own event; Document Downloaded below still counts it.
      onDownloaded();
    } else if (product) {
      track('Datasheet Downloaded', { productId: product.id, productName: product.name, fileType: type, fileName: file.fileName });
    } else {
      track('Product Downloaded', { fileType: type, fileName: file.fileName });
    }
    track('Document Downloaded', { fileName: file.fileName, fileType: type });
  };
  return (
    <GatedDownloadDialog
      open={open}
      onOpenChange={onOpenChange}
      title={file.title}
      fileUrl={file.href}
      fileName={file.fileName}
      {...downloadForm}
      onSubmit={recordDownloadLead}
      onDownloaded={downloaded}
      {...formProps}
      linkComponent={linkComponent}
      privacyHref={privacyHref}
    />
  );
}

/** The download gate for a budgetary estimate: the same details, then the PDF of the configuration. */
export function EstimateDialog({ open, onOpenChange, estimate }: { open: boolean; onOpenChange: (open: boolean) => void; estimate: Estimate }) {
  const { formProps, linkComponent, privacyHref } = useLeadFormSettings(BOT_CHALLENGE_ACTIONS.estimate);
  const configuration = {
    product: estimate.product.slug,
    waferSizeMm: estimate.waferSizeMm,
    options: estimate.options.map((option) => option.id),
  };
  const fileName = estimateFileName(estimate);
  const downloaded = () => {
    track('Budgetary Estimate Downloaded', {
      productId: estimate.product.slug,
      productName: estimate.product.name,
      waferSizeMm: estimate.waferSizeMm,
      options: configuration.options.join(','),
      estimate: estimate.code,
      value: estimate.total.low,
      currency: CURRENCY,
    });
    track('Document Downloaded', { fileName, fileType: 'pdf' });
  };
  return (
    <GatedDownloadDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Budgetary Estimate: ${estimate.product.name}`}
      description={`${estimate.priceRange} for the configuration you chose. Tell us a little about yourself and the estimate downloads right away.`}
      fileUrl={estimatePdfUrl(leadCapture.apiBaseUrl, configuration)}
      fileName={fileName}
      {...downloadForm}
      onSubmit={(lead) => recordEstimateLead(lead, configuration)}
      onDownloaded={downloaded}
      {...formProps}
      linkComponent={linkComponent}
      privacyHref={privacyHref}
    />
  );
}
