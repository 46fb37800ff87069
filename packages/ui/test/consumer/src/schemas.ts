/*
 * The microsite's own Standard Schemas (zod), with German messages. The length limits are the lead
 * API's, from its published schemas module, so the form refuses what the API would.
 */
import { downloadLeadSchema, LIMITS } from '@company/lead-client/schemas';
import { z } from 'zod';
import { fieldErrors } from './content';

const text = (max: number) => z.string().trim().max(max, { error: fieldErrors.tooLong });
const required = (max: number, error: string) => text(max).min(1, { error });
const email = z
  .string()
  .trim()
  .pipe(z.email({ error: fieldErrors.email }));

export const quoteSchema = z.object({
  name: required(LIMITS.name, fieldErrors.name),
  email,
  phone: text(LIMITS.phone),
  organization: text(LIMITS.organization),
  message: required(LIMITS.message, fieldErrors.message),
  productName: text(LIMITS.productName),
  product: text(LIMITS.product),
  turnstileToken: z.string(),
});

export const registrationSchema = z.object({
  name: required(LIMITS.name, fieldErrors.name),
  email,
  session: z.enum(['di-10', 'do-16'], { error: fieldErrors.session }),
});

/** The download gate's rules: the API's own, with the intents this site offers in its language. */
export const gatedSchema = (intentOptions: [string, ...string[]]) => downloadLeadSchema.extend({ intent: z.enum(intentOptions) });
