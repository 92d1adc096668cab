// What the public portal reads: published articles, slides, links and the class board.
import type { ArticleQuery, BoardItem, BoardQuery, CarouselSlide, Page, PortalLink } from '@etp/contracts';
import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { carouselSlides, portalLinks } from '@/db/schema/content.ts';
import { notFound } from '@/lib/errors.ts';
import { keywordCondition, regionCondition, siteRegionCondition } from '@/lib/like.ts';
import { paginate } from '@/lib/paginate.ts';
import { classBoard } from '@/modules/classes/index.ts';
import { regionNameByCode, regionNameOf } from '@/modules/regions/index.ts';
import type { ArticleKind, Filters } from './kinds.ts';
import { articleOrder, dateRangeCondition, siteSlidesCondition, visibleCondition } from './queries.ts';

const MAX_SLIDES = 20;
const MAX_LINKS = 50;

export class PortalService {
  constructor(private readonly db: Db) {}

  /** `siteRegion`: the region of the site asked (its portal shows that region's and the province-wide items). */
  async listArticles<Item>(
    kind: ArticleKind<never, unknown, unknown, Item, unknown>,
    query: ArticleQuery & Filters,
    siteRegion: string | null = null,
  ): Promise<Page<Item>> {
    const { table } = kind;
    const where = and(
      visibleCondition(table, new Date()),
      siteRegionCondition(table.regionCode, siteRegion),
      keywordCondition(kind.search, query.keyword),
      query.category ? eq(table.category, query.category) : undefined,
      regionCondition(table.regionCode, query.region),
      dateRangeCondition(table.publishAt, query.from, query.to),
      ...kind.filters(query),
    );
    const rows = this.db
      .select({ item: table, regionName: regionNameOf(table.regionCode) })
      .from(table)
      .where(where)
      .orderBy(...articleOrder(table))
      .$dynamic();
    const total = this.db.select({ n: count() }).from(table).where(where);
    return paginate(query, rows, total, (found) =>
      found.map((row) => kind.toPublicListItem(row.item, row.regionName ?? '')),
    );
  }

  /** A published article; reading it counts a view. Previous is the next newer one, next the next older one. */
  async articleDetail<Detail>(
    kind: ArticleKind<never, unknown, unknown, unknown, Detail>,
    id: number,
  ): Promise<Detail> {
    const now = new Date();
    const cols = kind.table;
    const visible = visibleCondition(cols, now);
    const [row] = await this.db
      .update(cols)
      .set({ viewCount: sql`${cols.viewCount} + 1` })
      .where(and(eq(cols.id, id), visible))
      .returning();
    if (!row) throw notFound('content.not_found');
    const position = sql`(${cols.publishAt}, ${cols.id})`;
    const here = sql`(${row.publishAt}::timestamptz, ${row.id}::int)`;
    const neighbour = (newer: boolean) =>
      this.db
        .select({ id: cols.id, title: cols.title })
        .from(kind.table)
        .where(and(visible, newer ? gt(position, here) : lt(position, here)))
        .orderBy(...(newer ? [asc(cols.publishAt), asc(cols.id)] : [desc(cols.publishAt), desc(cols.id)]))
        .limit(1);
    const [region, prev, next] = await Promise.all([
      row.regionCode ? regionNameByCode(this.db, row.regionCode) : Promise.resolve(''),
      neighbour(true),
      neighbour(false),
    ]);
    return kind.toPublicDetail(row, region, prev[0] ?? null, next[0] ?? null);
  }

  /** The site's own slides; a regional site without any of its own shows the province-wide ones. */
  async carousel(siteRegion: string | null = null): Promise<CarouselSlide[]> {
    const slides = (region: string | null) =>
      this.db
        .select({
          id: carouselSlides.id,
          title: carouselSlides.title,
          image: carouselSlides.image,
          link: carouselSlides.link,
        })
        .from(carouselSlides)
        .where(
          and(visibleCondition(carouselSlides, new Date()), siteSlidesCondition(carouselSlides.regionCode, region)),
        )
        .orderBy(asc(carouselSlides.orderNum), asc(carouselSlides.id))
        .limit(MAX_SLIDES);
    const own = await slides(siteRegion);
    return own.length || !siteRegion ? own : slides(null);
  }

  async links(): Promise<PortalLink[]> {
    return this.db
      .select({ id: portalLinks.id, name: portalLinks.name, url: portalLinks.url })
      .from(portalLinks)
      .where(visibleCondition(portalLinks, new Date()))
      .orderBy(asc(portalLinks.orderNum), asc(portalLinks.id))
      .limit(MAX_LINKS);
  }

  /** Classes opening (approved or running, dated) and finished, of approved institutions. */
  async board(query: BoardQuery, siteRegion: string | null = null): Promise<Page<BoardItem>> {
    const opening = query.state === 'opening';
    const { rows, total } = classBoard(this.db, {
      opening,
      keyword: query.keyword,
      region: (regionCode) =>
        and(regionCondition(regionCode, query.region), siteRegionCondition(regionCode, siteRegion)),
    });
    return paginate(query, rows, total, (found) =>
      found.map((r) => ({
        id: r.id,
        name: r.name,
        course_name: r.courseName ?? '',
        institution_id: r.institutionId,
        institution_name: r.institutionName,
        region_code: r.regionCode,
        region_name: r.regionName ?? '',
        start_date: r.startDate,
        end_date: r.endDate,
        capacity: r.capacity,
        enrolled: r.enrolled,
        state: query.state,
      })),
    );
  }
}
