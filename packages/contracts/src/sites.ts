// Sites: the branded site (system) info the request's Host resolves to, the sites
// a user may switch to, and site administration.
import { z } from 'zod';
import { boundedText } from './common.ts';
import { IMAGE_URL, LINK_URL } from './content.api.ts';
import { SITE_VARIANTS } from './sites.api.ts';
import { SAME_SITE_PATH_SOURCE } from './text-rules.ts';

export const siteVariant = z.enum(SITE_VARIANTS);
export type SiteVariant = z.infer<typeof siteVariant>;

export const friendlyLink = z.object({ name: z.string(), url: z.string() });

export const systemInfo = z.object({
  website: z.string(),
  logo: z.string(),
  website_subtitle: z.string(),
  domain: z.string(),
  variant: siteVariant,
  short_name: z.string(),
  wechat_name: z.string(),
  links: z.array(friendlyLink),
  service_hotline: z.string(),
  technical_hotline: z.string(),
  business_hotline: z.string(),
  contact_address: z.string(),
  organizer: z.string(),
  technology: z.string(),
  service_domain: z.string(),
  is_service: z.union([z.literal(0), z.literal(1)]),
  teachimg: z.string(),
  teachphone: z.string(),
  serviceimg: z.string(),
  servicephone: z.string(),
  public_account_qr: z.string(),
  mini_program_qr: z.string(),
  follow_qr: z.string(),
  settlement_contact: z.string(),
  settlement_phone: z.string(),
  record_number: z.string(),
  security_province: z.string(),
  security_code: z.string(),
  show_startup_service: z.boolean(),
  chat_template_id: z.string(),
  /** The navbar's learning services (an address of this site or another); empty hides the item. */
  resource_url: z.string(),
  course_url: z.string(),
  game_url: z.string(),
  /** A city or district site's region: its portal shows that region's content and province-wide items. */
  region_code: z.string().nullable(),
  /** Where the startup-service button leads: the service domain's origin (scheme, host, port), built by the server. */
  service_origin: z.string(),
});
export type SystemInfo = z.infer<typeof systemInfo>;

/** A site the signed-in user may switch to. */
export const websiteItem = z.object({
  name: z.string(),
  domain: z.string(),
  /** The site's origin (scheme, host, port), built by the server from its configured address. */
  origin: z.string(),
});
export type WebsiteItem = z.infer<typeof websiteItem>;

// Administration ---------------------------------------------------------------------------------

/** Pictures: content's image addresses (uploads, http(s), inline raster/SVG) or any path of this site. */
const IMAGE_OR_PATH = new RegExp(`${IMAGE_URL.source}|^${SAME_SITE_PATH_SOURCE}$`);
const imageUrl = z
  .string()
  .trim()
  .max(2_000_000, { error: 'validation.too_long' })
  .regex(IMAGE_OR_PATH, { error: 'admin.url_invalid' })
  .or(z.literal(''));

export const friendlyLinkInput = z.object({
  name: boundedText(50, 'admin.link_name_required'),
  url: z.string().trim().max(1000, { error: 'validation.too_long' }).regex(LINK_URL, { error: 'admin.url_invalid' }),
});
const phoneText = boundedText(50);
/** A navbar service's address: http(s) or a path of this site; '' for none. */
const navUrl = z
  .string()
  .trim()
  .max(1000, { error: 'validation.too_long' })
  .regex(LINK_URL, { error: 'admin.url_invalid' })
  .or(z.literal(''));

/** Every field of a branded site. */
export const siteInput = z.object({
  domain: z
    .string({ error: 'admin.site_domain_invalid' })
    .trim()
    .toLowerCase()
    .max(253, { error: 'validation.too_long' })
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, {
      error: 'admin.site_domain_invalid',
    }),
  variant: siteVariant,
  website: boundedText(100, 'admin.site_website_required'),
  website_subtitle: boundedText(200).default(''),
  short_name: boundedText(50).default(''),
  wechat_name: boundedText(50).default(''),
  logo: imageUrl.default(''),
  links: z.array(friendlyLinkInput).max(50).default([]),
  service_hotline: phoneText.default(''),
  technical_hotline: phoneText.default(''),
  business_hotline: phoneText.default(''),
  contact_address: boundedText(200).default(''),
  organizer: boundedText(100).default(''),
  technology: boundedText(100).default(''),
  service_domain: boundedText(253).default(''),
  is_service: z.union([z.literal(0), z.literal(1)]).default(1),
  teachimg: imageUrl.default(''),
  teachphone: phoneText.default(''),
  serviceimg: imageUrl.default(''),
  servicephone: phoneText.default(''),
  public_account_qr: imageUrl.default(''),
  mini_program_qr: imageUrl.default(''),
  follow_qr: imageUrl.default(''),
  settlement_contact: boundedText(50).default(''),
  settlement_phone: phoneText.default(''),
  record_number: boundedText(100).default(''),
  security_province: boundedText(50).default(''),
  security_code: boundedText(100).default(''),
  show_startup_service: z.boolean().default(true),
  chat_template_id: boundedText(100).default(''),
  resource_url: navUrl.default(''),
  course_url: navUrl.default(''),
  game_url: navUrl.default(''),
  region_code: z
    .string()
    .regex(/^\d{6}$/, { error: 'content.region_invalid' })
    .nullable()
    .default(null),
  is_default: z.boolean().default(false),
});
export type SiteInput = z.infer<typeof siteInput>;
export const adminSite = siteInput.extend({
  id: z.number().int(),
  links: z.array(z.object({ name: z.string(), url: z.string() })),
  updated_at: z.string(),
});
export type AdminSite = z.infer<typeof adminSite>;
