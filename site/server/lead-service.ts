import { createLeadService, loadConfig } from '@company/lead-api';
import { company } from '../app/config/company';

/** The lead API with this site's company facts: the sales mailbox it notifies and the sender. */
export function createSiteLeadService(env: NodeJS.ProcessEnv = process.env) {
  return createLeadService({
    ...loadConfig(env),
    company: {
      name: company.name,
      notifyTo: company.email.sales,
      from: `${company.name} <no-reply@${company.domain}>`,
      replyTo: company.email.sales,
      referencePrefix: 'IV',
    },
  });
}
