// Site administration: every branded field of a site; a save shows on that site at once (on every instance).
import type { AdminSite, Page, SiteInput } from '@etp/contracts';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client.ts';
import { sites } from '@/db/schema/sites.ts';
import { conflict, notFound } from '@/lib/errors.ts';
import { type PageRequest, paginate } from '@/lib/paginate.ts';
import { refusing } from '@/lib/pg-errors.ts';
import type { Actor } from '@/plugins/actor.ts';
import { type Site, type SiteService, siteFields } from './service.ts';

function toAdminSite(site: Site): AdminSite {
  const { website, logo, website_subtitle, domain, variant, short_name, wechat_name, links, ...rest } =
    siteFields(site);
  return {
    id: site.id,
    domain,
    variant,
    website,
    website_subtitle,
    short_name,
    wechat_name,
    logo,
    links,
    ...rest,
    is_default: site.isDefault,
    updated_at: site.updatedAt.toISOString(),
  };
}

function toValues(input: SiteInput) {
  return {
    domain: input.domain,
    variant: input.variant,
    website: input.website,
    websiteSubtitle: input.website_subtitle,
    shortName: input.short_name,
    wechatName: input.wechat_name,
    logo: input.logo,
    links: input.links,
    serviceHotline: input.service_hotline,
    technicalHotline: input.technical_hotline,
    businessHotline: input.business_hotline,
    contactAddress: input.contact_address,
    organizer: input.organizer,
    technology: input.technology,
    serviceDomain: input.service_domain,
    isService: input.is_service,
    teachImg: input.teachimg,
    teachPhone: input.teachphone,
    serviceImg: input.serviceimg,
    servicePhone: input.servicephone,
    publicAccountQr: input.public_account_qr,
    miniProgramQr: input.mini_program_qr,
    followQr: input.follow_qr,
    settlementContact: input.settlement_contact,
    settlementPhone: input.settlement_phone,
    recordNumber: input.record_number,
    securityProvince: input.security_province,
    securityCode: input.security_code,
    showStartupService: input.show_startup_service,
    chatTemplateId: input.chat_template_id,
    resourceUrl: input.resource_url,
    courseUrl: input.course_url,
    gameUrl: input.game_url,
    regionCode: input.region_code,
    isDefault: input.is_default,
    updatedAt: new Date(),
  };
}

export class SiteAdminService {
  constructor(
    private readonly db: Db,
    private readonly sites: SiteService,
  ) {}

  async list(_actor: Actor, query: PageRequest): Promise<Page<AdminSite>> {
    const rows = this.db.select().from(sites).orderBy(asc(sites.id)).$dynamic();
    return paginate(query, rows, this.db.select({ n: count() }).from(sites), (found) => found.map(toAdminSite));
  }

  /** Every site, for an export. */
  async exportRows() {
    return this.db.select().from(sites).orderBy(asc(sites.id));
  }

  async get(_actor: Actor, { id }: { id: number }): Promise<AdminSite> {
    const [row] = await this.db.select().from(sites).where(eq(sites.id, id)).limit(1);
    if (!row) throw notFound('admin.site_not_found');
    return toAdminSite(row);
  }

  async create(actor: Actor, input: SiteInput): Promise<AdminSite> {
    const id = await this.write(async (tx) => {
      const [row] = await tx.insert(sites).values(toValues(input)).returning({ id: sites.id });
      return row!.id;
    }, input.is_default);
    const after = await this.get(actor, { id });
    actor.audit({ action: 'site.create', targetType: 'site', targetId: id, after });
    return after;
  }

  async update(actor: Actor, { id }: { id: number }, input: SiteInput): Promise<AdminSite> {
    const before = await this.get(actor, { id });
    // The default site answers unknown hosts; there is always exactly one.
    if (before.is_default && !input.is_default) throw conflict('admin.site_default_required');
    await this.write(async (tx) => {
      await tx.update(sites).set(toValues(input)).where(eq(sites.id, id));
      return id;
    }, input.is_default);
    const after = await this.get(actor, { id });
    actor.audit({ action: 'site.update', targetType: 'site', targetId: id, before, after });
    return after;
  }

  /** Writes a site; making it the default takes the flag from every other site in the same transaction. */
  private async write(change: (tx: Tx) => Promise<number>, makeDefault: boolean): Promise<number> {
    const transaction = () =>
      this.db.transaction(async (tx) => {
        const siteId = await change(tx);
        if (makeDefault) {
          await tx
            .update(sites)
            .set({ isDefault: false, updatedAt: new Date() })
            .where(and(ne(sites.id, siteId), eq(sites.isDefault, true)));
        }
        return siteId;
      });
    const id = await refusing(transaction, { unique: conflict('admin.site_domain_exists') });
    await this.sites.changed();
    return id;
  }
}
