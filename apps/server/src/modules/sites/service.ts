// Resolves the branded site of a request from its Host, cached and dropped on change on every instance.
import type { SystemInfo } from '@etp/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { sites } from '@/db/schema/sites.ts';
import { SharedCache } from '@/lib/shared-cache.ts';
import type { SharedState } from '@/lib/shared-state.ts';
import { siteIdsOfUser } from '@/modules/users/index.ts';
import { type RequestOrigin, siteOrigin } from './origin.ts';

export type Site = typeof sites.$inferSelect;
const CHANGED_CHANNEL = 'site-changed';

export class SiteService {
  /** By host; every page load asks. Dropped on any change to a site. */
  readonly cache: SharedCache<Site>;

  constructor(
    private readonly db: Db,
    state: SharedState,
  ) {
    this.cache = new SharedCache(state, CHANGED_CHANNEL, 60_000, 1000);
  }

  /** The site whose domain is the host; the default site for any other host. */
  async forHost(hostname: string): Promise<Site> {
    const host = hostname.toLowerCase().replace(/:\d+$/, '');
    const cached = this.cache.get(host);
    if (cached) return cached;
    const [exact] = await this.db.select().from(sites).where(eq(sites.domain, host)).limit(1);
    const site = exact ?? (await this.fallback());
    this.cache.set(host, site);
    return site;
  }

  private async fallback(): Promise<Site> {
    const [site] = await this.db.select().from(sites).orderBy(desc(sites.isDefault), sites.id).limit(1);
    if (!site) throw new Error('No site is configured: the sites table is empty.');
    return site;
  }

  /** The sites a user works for (the teacher's site switcher), each with its origin for this request. */
  async ofUser(userId: number, request: RequestOrigin): Promise<{ name: string; domain: string; origin: string }[]> {
    const rows = await this.db
      .select({ name: sites.website, domain: sites.domain })
      .from(sites)
      .where(sql`${sites.id} in ${siteIdsOfUser(userId)}`)
      .orderBy(sites.id);
    return rows.map((row) => ({ ...row, origin: siteOrigin(row.domain, request) }));
  }

  /** Call after any change to a site: every instance drops its copies. */
  changed(): Promise<void> {
    return this.cache.changed();
  }
}

/** The site as the browser sees it; addresses are built for the request that asks (`siteOrigin`). */
export function toSystemInfo(site: Site, request: RequestOrigin): SystemInfo {
  return { ...siteFields(site), service_origin: siteOrigin(site.serviceDomain || site.domain, request) };
}

/** Every configured field of a site, as the API names them. */
export function siteFields(site: Site): Omit<SystemInfo, 'service_origin'> {
  return {
    website: site.website,
    logo: site.logo,
    website_subtitle: site.websiteSubtitle,
    domain: site.domain,
    variant: site.variant,
    short_name: site.shortName,
    wechat_name: site.wechatName,
    links: site.links,
    service_hotline: site.serviceHotline,
    technical_hotline: site.technicalHotline,
    business_hotline: site.businessHotline,
    contact_address: site.contactAddress,
    organizer: site.organizer,
    technology: site.technology,
    service_domain: site.serviceDomain,
    is_service: site.isService === 1 ? 1 : 0,
    teachimg: site.teachImg,
    teachphone: site.teachPhone,
    serviceimg: site.serviceImg,
    servicephone: site.servicePhone,
    public_account_qr: site.publicAccountQr,
    mini_program_qr: site.miniProgramQr,
    follow_qr: site.followQr,
    settlement_contact: site.settlementContact,
    settlement_phone: site.settlementPhone,
    record_number: site.recordNumber,
    security_province: site.securityProvince,
    security_code: site.securityCode,
    show_startup_service: site.showStartupService,
    chat_template_id: site.chatTemplateId,
    resource_url: site.resourceUrl,
    course_url: site.courseUrl,
    game_url: site.gameUrl,
    region_code: site.regionCode,
  };
}
