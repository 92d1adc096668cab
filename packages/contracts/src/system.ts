// Site (system) info: the branded site the request's Host resolves to (SPEC sections 1 and 3).
import { z } from 'zod';
import { SITE_VARIANTS } from './constants.ts';

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
});
export type SystemInfo = z.infer<typeof systemInfo>;
