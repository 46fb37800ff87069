import type { LinkComponent } from '@company/ui';
import { createContext, use, type ReactNode } from 'react';

/** What every lead form and lead dialog on the site has in common. */
export type LeadFormSettings = {
  /** Without a site key the forms show no bot challenge. */
  botChallengeSiteKey?: string;
  /** Unset, the challenge's script loads from Cloudflare. */
  botChallengeScriptUrl?: string;
  /** The router's link, so that links inside a form navigate without reloading the page. */
  linkComponent: LinkComponent;
  privacyHref: string;
  productsHref: string;
  /** The submit button's text while a form is busy: a visitor sees the same word for the same wait. */
  busyLabel: string;
};

const LeadFormContext = createContext<LeadFormSettings | null>(null);

export function LeadFormsProvider({ settings, children }: { settings: LeadFormSettings; children: ReactNode }) {
  return <LeadFormContext value={settings}>{children}</LeadFormContext>;
}

/**
 * The settings for one form: `formProps` holds the props every `@company/ui` lead form takes, this
 * form's bot challenge action among them; the links come as they are.
 */
export function useLeadFormSettings(botChallengeAction: string) {
  const settings = use(LeadFormContext);
  // Without the provider a form would quietly skip the bot challenge the API then asks for.
  if (!settings) throw new Error('A lead form needs LeadFormsProvider around it');
  const { botChallengeSiteKey, botChallengeScriptUrl, busyLabel, ...links } = settings;
  return { formProps: { botChallengeSiteKey, botChallengeScriptUrl, botChallengeAction, messages: { busy: busyLabel } }, ...links };
}
