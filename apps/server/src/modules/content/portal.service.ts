// What the public portal reads: published articles, slides, links, the class board and completion records.
import type {
  ArticleQuery,
  BoardItem,
  BoardQuery,
  CarouselSlide,
  CompletionReport,
  Page,
  PortalLink,
} from '@etp/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  carouselSlides,
  classes,
  completionRecords,
  courses,
  institutions,
  type news,
  portalLinks,
  regions,
  studentDetails,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { maskName } from '../../lib/personal-data/index.ts';
import type { ArticleKind, Filters } from './kinds.ts';
import {
  articleOrder,
  dateRangeCondition,
  keywordCondition,
  offsetOf,
  regionCondition,
  visibleCondition,
} from './queries.ts';

const MAX_SLIDES = 20;
const MAX_LINKS = 50;

export class PortalService {
  constructor(private readonly db: Db) {}

  async listArticles(kind: ArticleKind, query: ArticleQuery & Filters): Promise<Page<object>> {
    const now = new Date();
    const { cols } = kind;
    const where = and(
      visibleCondition(cols, now),
      keywordCondition(kind.search, query.keyword),
      query.category ? eq(cols.category, query.category) : undefined,
      regionCondition(cols.regionCode, query.region),
      dateRangeCondition(cols.publishAt, query.from, query.to),
      ...kind.filters(query),
    );
    const [rows, totals] = await Promise.all([
      this.db
        .select({ ...kind.listColumns, regionName: regions.name })
        .from(kind.table)
        .leftJoin(regions, eq(regions.code, cols.regionCode))
        .where(where)
        .orderBy(...articleOrder(cols))
        .limit(query.size)
        .offset(offsetOf(query.page, query.size)),
      this.db.select({ n: count() }).from(kind.table).where(where),
    ]);
    return {
      list: rows.map((row) => kind.toPublicListItem(row as never, (row.regionName as string | null) ?? '')),
      total: totals[0]?.n ?? 0,
      page: query.page,
      size: query.size,
    };
  }

  /** A published article; reading it counts a view. Previous is the next newer one, next the next older one. */
  async articleDetail(kind: ArticleKind, id: number): Promise<object> {
    const now = new Date();
    const { cols } = kind;
    const visible = visibleCondition(cols, now);
    const [row] = (await this.db
      .update(kind.table)
      .set({ viewCount: sql`${cols.viewCount} + 1` } as never)
      .where(and(eq(cols.id, id), visible))
      .returning()) as (typeof news.$inferSelect)[];
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
      row.regionCode
        ? this.db.select({ name: regions.name }).from(regions).where(eq(regions.code, row.regionCode))
        : Promise.resolve([]),
      neighbour(true),
      neighbour(false),
    ]);
    const asNeighbour = (found: { id: unknown; title: unknown }[]) =>
      found[0] ? { id: Number(found[0].id), title: String(found[0].title) } : null;
    return kind.toPublicDetail(row, region[0]?.name ?? '', asNeighbour(prev), asNeighbour(next));
  }

  async carousel(): Promise<CarouselSlide[]> {
    return this.db
      .select({
        id: carouselSlides.id,
        title: carouselSlides.title,
        image: carouselSlides.image,
        link: carouselSlides.link,
      })
      .from(carouselSlides)
      .where(visibleCondition(carouselSlides, new Date()))
      .orderBy(asc(carouselSlides.orderNum), asc(carouselSlides.id))
      .limit(MAX_SLIDES);
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
  async board(query: BoardQuery): Promise<Page<BoardItem>> {
    const opening = query.state === 'opening';
    const where = and(
      eq(institutions.status, 'approved'),
      opening
        ? and(inArray(classes.status, ['approved', 'running']), isNotNull(classes.startDate))
        : eq(classes.status, 'finished'),
      keywordCondition([classes.name, institutions.name], query.keyword),
      regionCondition(classes.regionCode, query.region),
    ) as SQL;
    const enrolled = sql<number>`(select count(*) from ${studentDetails} where ${studentDetails.classId} = ${classes.id})`;
    const [rows, totals] = await Promise.all([
      this.db
        .select({
          id: classes.id,
          name: classes.name,
          courseName: courses.name,
          institutionId: institutions.id,
          institutionName: institutions.name,
          regionCode: classes.regionCode,
          regionName: regions.name,
          startDate: classes.startDate,
          endDate: classes.endDate,
          capacity: classes.capacity,
          enrolled: enrolled.mapWith(Number),
        })
        .from(classes)
        .innerJoin(institutions, eq(institutions.id, classes.institutionId))
        .leftJoin(courses, eq(courses.id, classes.courseId))
        .leftJoin(regions, eq(regions.code, classes.regionCode))
        .where(where)
        .orderBy(opening ? desc(classes.startDate) : desc(classes.endDate), desc(classes.id))
        .limit(query.size)
        .offset(offsetOf(query.page, query.size)),
      this.db
        .select({ n: count() })
        .from(classes)
        .innerJoin(institutions, eq(institutions.id, classes.institutionId))
        .where(where),
    ]);
    return {
      list: rows.map((r) => ({
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
      total: totals[0]?.n ?? 0,
      page: query.page,
      size: query.size,
    };
  }

  async report(certificateNo: string): Promise<CompletionReport> {
    const [row] = await this.db
      .select({ record: completionRecords, regionName: regions.name })
      .from(completionRecords)
      .leftJoin(regions, eq(regions.code, completionRecords.regionCode))
      .where(eq(completionRecords.certificateNo, certificateNo))
      .limit(1);
    if (!row) throw notFound('report.not_found');
    const { record } = row;
    return {
      certificate_no: record.certificateNo,
      student_name: maskName(record.studentName),
      class_name: record.className,
      institution_name: record.institutionName,
      course_name: record.courseName,
      region_name: row.regionName ?? '',
      completed_at: record.completedAt,
    };
  }
}
