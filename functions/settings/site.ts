// The site slice: the publish function (AWS) writes the storefront into the web stack's bucket
// and invalidates its CloudFront distribution.
import * as z from 'zod/mini';
import { loadSettings, REGION_DEFAULT, type Environment } from './load';

export const siteSettingsSchema = z.object({
  AWS_REGION: z._default(z.string().check(z.minLength(1)), REGION_DEFAULT),
  STORE_NAME: z._default(z.string().check(z.minLength(1)), 'Impulso'),
  /** The seller's legal name and CUIT for the footer, and the checkout's instalments (as /config.json). */
  STORE_LEGAL_NAME: z.optional(z.string().check(z.minLength(1))),
  STORE_CUIT: z.optional(z.string().check(z.minLength(1))),
  MAX_INSTALLMENTS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(36)), 6),
  SITE_BUCKET: z.string().check(z.minLength(1)),
  SITE_DISTRIBUTION_ID: z.string().check(z.minLength(1)),
  /** The store's public web address (canonical URLs, link previews). */
  STORE_WEB_URL: z.url(),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const siteSettings = (env?: Environment): SiteSettings => loadSettings(siteSettingsSchema, env);
