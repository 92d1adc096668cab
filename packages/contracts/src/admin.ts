// Administration of configuration and messages (issue 4): roles, menus, dictionaries, regions, sites,
// operate guide and feature list, announcements.
import { z } from 'zod';
import { GUIDE_ROLES, ROLES } from './access.ts';
import { IMAGE_URL, LINK_URL } from './content-constants.ts';
import { pageQuery } from './envelope.ts';
import { roleSchema } from './roles.ts';
import { siteVariant } from './system.ts';
import { LAYOUT_COMPONENT, PARENT_VIEW_COMPONENT, VIEW_COMPONENTS } from './views.ts';

const text = (max: number, requiredKey?: string) =>
  requiredKey
    ? z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(max, { error: 'validation.too_long' })
    : z.string().trim().max(max, { error: 'validation.too_long' });
const entityId = z.coerce.number().int().positive().max(2_147_483_647);

/** Permission strings: `module:action[:more]`, `*` for any segment (`*:*:*` is everything). */
export const PERMISSION_PATTERN = /^[a-z*][\w*]*(:[\w*]+)*$/;
export const permissionString = z
  .string()
  .trim()
  .max(100, { error: 'validation.too_long' })
  .regex(PERMISSION_PATTERN, { error: 'admin.permission_invalid' });

/** Pictures: content's image addresses (uploads, http(s), inline raster/SVG) or any path of this site. */
const IMAGE_OR_PATH = new RegExp(`${IMAGE_URL.source}|^\\/(?!\\/)[^\\s"'<>]*$`);
/** Attachments: http(s), a path of this site, or an inline text, PDF or image document. */
const ATTACHMENT_URL =
  /^(https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*|data:(text\/plain|application\/pdf|image\/[\w.+-]+)[\w=;-]*;base64,[A-Za-z0-9+/=]+)$/;
const imageUrl = z
  .string()
  .trim()
  .max(2_000_000, { error: 'validation.too_long' })
  .regex(IMAGE_OR_PATH, { error: 'admin.url_invalid' })
  .or(z.literal(''));

// Roles ------------------------------------------------------------------------------------------

export const roleKeyParams = z.object({ key: roleSchema });
export const adminRole = z.object({
  key: roleSchema,
  name: z.string(),
  permissions: z.array(z.string()),
  menu_ids: z.array(z.number().int()),
  order_num: z.number().int(),
});
export type AdminRole = z.infer<typeof adminRole>;
export const roleUpdate = z.object({
  name: text(32, 'admin.role_name_required'),
  permissions: z
    .array(permissionString, { error: 'admin.permission_invalid' })
    .max(200)
    .transform((list) => [...new Set(list)]),
});
export type RoleUpdate = z.infer<typeof roleUpdate>;
export const roleMenusUpdate = z.object({
  menu_ids: z
    .array(entityId, { error: 'validation.invalid' })
    .max(1000)
    .transform((ids) => [...new Set(ids)]),
});

// Menus ------------------------------------------------------------------------------------------

export const MENU_COMPONENTS = [LAYOUT_COMPONENT, PARENT_VIEW_COMPONENT, ...VIEW_COMPONENTS] as const;
export const menuComponent = z.enum(MENU_COMPONENTS, { error: 'admin.menu_component_invalid' });

export interface AdminMenu {
  id: number;
  parent_id: number | null;
  path: string;
  component: string;
  title: string;
  icon: string;
  visible: '0' | '1';
  keepalive: boolean;
  breadcrumb: boolean;
  active_menu: string;
  permission: string;
  order_num: number;
  roles: string[];
  children: AdminMenu[];
}
export const adminMenu: z.ZodType<AdminMenu> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    path: z.string(),
    component: z.string(),
    title: z.string(),
    icon: z.string(),
    visible: z.enum(['0', '1']),
    keepalive: z.boolean(),
    breadcrumb: z.boolean(),
    active_menu: z.string(),
    permission: z.string(),
    order_num: z.number().int(),
    roles: z.array(z.string()),
    children: z.array(adminMenu),
  }),
);

/** A menu as the editor saves it (POST and PUT send every field). */
export const menuInput = z
  .object({
    parent_id: entityId.nullable().default(null),
    path: z
      .string({ error: 'admin.menu_path_invalid' })
      .trim()
      .max(200, { error: 'validation.too_long' })
      .regex(/^[\w\-/:.]*$/, { error: 'admin.menu_path_invalid' }),
    component: menuComponent,
    title: text(50, 'admin.menu_title_required'),
    icon: z
      .string()
      .trim()
      .max(64, { error: 'validation.too_long' })
      .regex(/^[A-Za-z0-9]*$/, { error: 'admin.menu_icon_invalid' })
      .default(''),
    visible: z.enum(['0', '1'], { error: 'admin.menu_visible_invalid' }).default('0'),
    keepalive: z.boolean().default(false),
    breadcrumb: z.boolean().default(true),
    active_menu: z
      .string()
      .trim()
      .max(200, { error: 'validation.too_long' })
      .regex(/^(\/[\w\-/:.]*)?$/, { error: 'admin.menu_active_invalid' })
      .default(''),
    permission: permissionString.or(z.literal('')).default(''),
    order_num: z.number().int().min(0).max(100_000).default(0),
  })
  .superRefine((menu, ctx) => {
    // Top-level items are absolute routes; children are relative to their parent (SPEC section 2 "Menu").
    if (menu.parent_id === null && !menu.path.startsWith('/')) {
      ctx.addIssue({ code: 'custom', path: ['path'], message: 'admin.menu_path_absolute' });
    }
    if (menu.parent_id !== null && menu.path.startsWith('/')) {
      ctx.addIssue({ code: 'custom', path: ['path'], message: 'admin.menu_path_relative' });
    }
  });
export type MenuInput = z.infer<typeof menuInput>;

// Dictionaries -----------------------------------------------------------------------------------

const dictCode = z
  .string({ error: 'validation.dict_code_required' })
  .trim()
  .min(1, { error: 'validation.dict_code_required' })
  .max(64, { error: 'validation.too_long' })
  .regex(/^[A-Z0-9_]+$/, { error: 'validation.dict_code_invalid' });
export const dictCodeParams = z.object({ code: dictCode });
export const dictTypeListQuery = pageQuery.extend({ keyword: z.string().trim().max(64).optional() });
export const dictTypeRow = z.object({
  code: z.string(),
  name: z.string(),
  remark: z.string(),
  item_count: z.number().int(),
});
export type DictTypeRow = z.infer<typeof dictTypeRow>;
export const dictTypeUpdate = z.object({
  name: text(64, 'admin.dict_name_required'),
  remark: text(500).default(''),
});
export const dictTypeCreate = dictTypeUpdate.extend({ code: dictCode });
export type DictTypeCreate = z.infer<typeof dictTypeCreate>;

export const dictItemQuery = z.object({ code: dictCode });
export const dictItemRow = z.object({
  id: z.number().int(),
  code: z.string(),
  value: z.number().int(),
  label: z.string(),
  order_num: z.number().int(),
});
export type DictItemRow = z.infer<typeof dictItemRow>;
export const dictItemUpdate = z.object({
  value: z
    .number({ error: 'admin.dict_value_invalid' })
    .int({ error: 'admin.dict_value_invalid' })
    .min(0, { error: 'admin.dict_value_invalid' })
    .max(999_999, { error: 'admin.dict_value_invalid' }),
  label: text(64, 'admin.dict_label_required'),
  order_num: z.number().int().min(0).max(100_000).default(0),
});
export const dictItemCreate = dictItemUpdate.extend({ code: dictCode });
export type DictItemCreate = z.infer<typeof dictItemCreate>;

// Regions ----------------------------------------------------------------------------------------

export const REGION_LEVELS = ['province', 'city', 'area'] as const;
const divisionCode = z.string({ error: 'admin.region_code_invalid' }).regex(/^\d{6}$/, {
  error: 'admin.region_code_invalid',
});
export const regionCodeParams = z.object({ code: divisionCode });
export const regionQuery = z.object({ parent: divisionCode.optional() });
export const regionRow = z.object({
  code: z.string(),
  name: z.string(),
  level: z.enum(REGION_LEVELS),
  parent_code: z.string().nullable(),
  has_children: z.boolean(),
});
export type RegionRow = z.infer<typeof regionRow>;
export const regionUpdate = z.object({ name: text(50, 'admin.region_name_required') });
export const regionCreate = regionUpdate.extend({
  code: divisionCode,
  parent_code: divisionCode.nullable().default(null),
});
export type RegionCreate = z.infer<typeof regionCreate>;

// Sites ------------------------------------------------------------------------------------------

export const friendlyLinkInput = z.object({
  name: text(50, 'admin.link_name_required'),
  url: z.string().trim().max(1000, { error: 'validation.too_long' }).regex(LINK_URL, { error: 'admin.url_invalid' }),
});
const phoneText = text(50);

/** Every field of a branded site (SPEC sections 1 and 3). */
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
  website: text(100, 'admin.site_website_required'),
  website_subtitle: text(200).default(''),
  short_name: text(50).default(''),
  wechat_name: text(50).default(''),
  logo: imageUrl.default(''),
  links: z.array(friendlyLinkInput).max(50).default([]),
  service_hotline: phoneText.default(''),
  technical_hotline: phoneText.default(''),
  business_hotline: phoneText.default(''),
  contact_address: text(200).default(''),
  organizer: text(100).default(''),
  technology: text(100).default(''),
  service_domain: text(253).default(''),
  is_service: z.union([z.literal(0), z.literal(1)]).default(1),
  teachimg: imageUrl.default(''),
  teachphone: phoneText.default(''),
  serviceimg: imageUrl.default(''),
  servicephone: phoneText.default(''),
  public_account_qr: imageUrl.default(''),
  mini_program_qr: imageUrl.default(''),
  follow_qr: imageUrl.default(''),
  settlement_contact: text(50).default(''),
  settlement_phone: phoneText.default(''),
  record_number: text(100).default(''),
  security_province: text(50).default(''),
  security_code: text(100).default(''),
  show_startup_service: z.boolean().default(true),
  chat_template_id: text(100).default(''),
  is_default: z.boolean().default(false),
});
export type SiteInput = z.infer<typeof siteInput>;
export const adminSite = siteInput.extend({
  id: z.number().int(),
  links: z.array(z.object({ name: z.string(), url: z.string() })),
  updated_at: z.string(),
});
export type AdminSite = z.infer<typeof adminSite>;

// Operate guide and feature list -----------------------------------------------------------------

export const guideRoleParams = z.object({ role: z.enum(GUIDE_ROLES, { error: 'admin.guide_role_invalid' }) });
export const attachmentInput = z.object({
  id: z.number().int().min(0).max(2_147_483_647),
  name: text(200, 'admin.attachment_name_required'),
  url: z
    .string()
    .trim()
    .max(2_000_000, { error: 'validation.too_long' })
    .regex(ATTACHMENT_URL, { error: 'admin.url_invalid' }),
});
export const guideItemInput = z.object({
  name: text(100, 'admin.guide_item_name_required'),
  /** Plain text. */
  content: text(5000).default(''),
  attachments: z.array(attachmentInput).max(20).default([]),
});
export const guideInput = z.object({
  /** Rich text, sanitised on save. */
  manual: text(100_000).default(''),
  is_show: z.boolean().default(true),
  items: z.array(guideItemInput).max(50).default([]),
});
export type GuideInput = z.infer<typeof guideInput>;
export const adminGuide = z.object({
  role: z.string(),
  manual: z.string(),
  is_show: z.boolean(),
  edit_time: z.string(),
  items: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      content: z.string(),
      attachments: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
      order_num: z.number().int(),
    }),
  ),
});
export type AdminGuide = z.infer<typeof adminGuide>;

export const featureInput = z.object({
  name: text(100, 'admin.feature_name_required'),
  /** Plain text. */
  content: text(5000).default(''),
  attachments: z.array(attachmentInput).max(20).default([]),
  published: z.boolean().default(true),
});
export type FeatureInput = z.infer<typeof featureInput>;
export const adminFeature = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  attachments: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
  published: z.boolean(),
  edit_time: z.string(),
});
export type AdminFeature = z.infer<typeof adminFeature>;

// Announcements ----------------------------------------------------------------------------------

export const ANNOUNCEMENT_STATUSES = ['draft', 'published'] as const;
export const announcementInput = z.object({
  title: text(200, 'admin.announcement_title_required'),
  /** Rich text, sanitised on save. */
  content: z
    .string({ error: 'admin.announcement_content_required' })
    .min(1, { error: 'admin.announcement_content_required' })
    .max(200_000, { error: 'validation.too_long' }),
  /** The roles it is for; empty means every role. */
  roles: z
    .array(roleSchema, { error: 'admin.announcement_roles_invalid' })
    .max(ROLES.length)
    .default([])
    .transform((roles) => [...new Set(roles)]),
  /** The region it is for; null means everywhere (regional administrators default to their own region). */
  region_code: divisionCode.nullable().optional(),
  /** Publish now (create); on update, omitted keeps the current state. */
  publish: z.boolean().optional(),
});
export type AnnouncementInput = z.infer<typeof announcementInput>;
export const announcementListQuery = pageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  status: z.enum(ANNOUNCEMENT_STATUSES).optional(),
});
export const adminAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  roles: z.array(roleSchema),
  region_code: z.string().nullable(),
  region_name: z.string(),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  author_name: z.string(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncement>;

/** What a user sees in their message list (no content) and in the detail (with content). */
export const myAnnouncementRow = z.object({
  id: z.number().int(),
  title: z.string(),
  region_name: z.string(),
  author_name: z.string(),
  published_at: z.string(),
  read: z.boolean(),
});
export type MyAnnouncementRow = z.infer<typeof myAnnouncementRow>;
export const myAnnouncementDetail = myAnnouncementRow.extend({ content: z.string() });
export type MyAnnouncementDetail = z.infer<typeof myAnnouncementDetail>;
export const myAnnouncementQuery = pageQuery.extend({ unread: z.enum(['0', '1']).optional() });
export const unreadCount = z.object({ count: z.number().int() });
