import { createLeadService, loadConfig } from '@company/lead-api';
import { company } from '../app/config/company';
import { documentList } from '../app/content/documents';
import { startupPackage } from '../app/content/pages/startup-package';
import { products } from '../app/content/products';
import { estimateFileName, estimateSummary } from '../app/lib/estimate';
import { checkEstimate, checkSoleSource } from '../app/lib/estimate-catalogue';
import { soleSourceBaseName, soleSourceCode } from '../app/lib/sole-source';
import { siteEmailPage } from './email-page';
import { estimateRenderer } from './site-paths';

/**
 * The lead API with this site's company facts: the sales mailbox it notifies, the sender, and the names
 * its confirmation e-mails may repeat (products by id, gated documents by file name), the check of a
 * budgetary estimate's configuration (with the processes of a sole-source draft's), and the renderer of
 * their documents.
 */
export function createSiteLeadService(clientDir: string, env: NodeJS.ProcessEnv = process.env) {
  return createLeadService({
    ...loadConfig(env),
    company: {
      name: company.name,
      notifyTo: company.email.sales,
      from: `${company.name} <no-reply@${company.domain}>`,
      replyTo: company.email.sales,
      referencePrefix: 'IV',
      siteUrl: company.siteUrl,
      catalogue: {
        products: {
          ...Object.fromEntries(products.map((product) => [product.slug, product.name])),
          'startup-package': startupPackage.hero.primary.productName,
        },
        documents: Object.fromEntries(documentList(products).map((document) => [document.fileName, document.title])),
        configurations: (request) => {
          const soleSource = request.processes && checkSoleSource({ ...request, processes: request.processes });
          const checked = soleSource ?? checkEstimate(request);
          if (!checked.ok) return checked;
          const { estimate } = checked;
          // The checked processes, each once: the same choice in any order or repeated is the same draft.
          const draft = soleSource?.ok
            ? {
                code: soleSourceCode(
                  estimate,
                  soleSource.processes.map((entry) => entry.id),
                ),
                fileName: soleSourceBaseName(estimate.product),
              }
            : undefined;
          return {
            ok: true,
            productName: estimate.product.name,
            code: estimate.code,
            priceRange: estimate.priceRange,
            summary: estimateSummary(estimate),
            fileName: estimateFileName(estimate),
            ...(draft ? { draft } : {}),
          };
        },
      },
    },
    renderEmailPage: siteEmailPage(clientDir),
    estimateRenderer,
  });
}
