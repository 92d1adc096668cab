// The five kinds of managed portal content, described once so one service can list, edit and publish them all.
import type {
  CarouselInput,
  CaseInput as CaseStoryInput,
  ContentKind,
  ContentStatus,
  LinkInput,
  NewsInput,
  PolicyInput,
} from '@etp/contracts';
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { carouselSlides, cases, news, policies, portalLinks } from '../../db/schema/index.ts';
import { plainText, sanitizeRichText } from '../../lib/sanitize.ts';

/** The columns every managed table has (see db/schema/content.ts). */
interface ManagedColumns {
  id: AnyPgColumn;
  regionCode: AnyPgColumn;
  status: AnyPgColumn;
  publishAt: AnyPgColumn;
  orderNum: AnyPgColumn;
  updatedAt: AnyPgColumn;
}
interface ManagedRow {
  id: number;
  regionCode: string | null;
  status: ContentStatus;
  publishAt: Date | null;
  orderNum: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface Filters {
  level?: string | undefined;
}

export interface ManagedKind<Row extends ManagedRow = ManagedRow, Input = unknown> {
  name: ContentKind;
  table: PgTable;
  cols: ManagedColumns;
  /** Columns a keyword is looked for in (ILIKE). */
  search: AnyPgColumn[];
  /** Columns a list row leaves out (long rich text). */
  listColumns: Record<string, AnyPgColumn>;
  /** Articles can be pinned, are counted when read and have previous/next. */
  article: boolean;
  /** Conditions for kind-specific filters (e.g. policy level). */
  filters(query: Filters): SQL[];
  /** The row values for an input, rich text sanitised; region and status are the service's business. */
  values(input: Input): Record<string, unknown>;
  toAdminListItem(row: Row, regionName: string, now: Date): object;
  toAdminItem(row: Row, regionName: string, now: Date): object;
}

export interface ArticleColumns extends ManagedColumns {
  title: AnyPgColumn;
  summary: AnyPgColumn;
  category: AnyPgColumn;
  pinned: AnyPgColumn;
  viewCount: AnyPgColumn;
}

type ArticleRow = typeof news.$inferSelect;
type Neighbour = { id: number; title: string } | null;

export interface ArticleKind<Row extends ArticleRow = ArticleRow, Input = unknown> extends ManagedKind<Row, Input> {
  cols: ArticleColumns;
  toPublicListItem(row: Row, regionName: string): object;
  toPublicDetail(row: Row, regionName: string, prev: Neighbour, next: Neighbour): object;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A scheduled item whose time has come is published: no job flips the stored status. */
export function effectiveStatus(row: { status: ContentStatus; publishAt: Date | null }, now: Date): ContentStatus {
  return row.status === 'scheduled' && row.publishAt && row.publishAt <= now ? 'published' : row.status;
}

function managedState(row: ManagedRow, regionName: string, now: Date) {
  return {
    region_code: row.regionCode,
    region_name: regionName,
    publish_at: iso(row.publishAt),
    status: effectiveStatus(row, now),
    order_num: row.orderNum,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function withoutColumns(table: PgTable, omit: string[]): Record<string, AnyPgColumn> {
  return Object.fromEntries(Object.entries(getTableColumns(table)).filter(([key]) => !omit.includes(key)));
}

type ArticleInput = NewsInput;
const SUMMARY_LENGTH = 120;

function articleKind<Row extends ArticleRow, Input extends ArticleInput>(spec: {
  name: ContentKind;
  table: PgTable & ArticleColumns;
  extra(row: Row): object;
  extraValues(input: Input): Record<string, unknown>;
  filters?(query: Filters): SQL[];
}): ArticleKind<Row, Input> {
  const summary = (row: Row, regionName: string) => ({
    id: row.id,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    category: row.category,
    region_code: row.regionCode,
    region_name: regionName,
    source: row.source,
    publish_at: iso(row.publishAt),
    pinned: row.pinned,
    view_count: row.viewCount,
    ...spec.extra(row),
  });
  const body = (row: Row) => ({ content: row.content, author: row.author, attachments: row.attachments });
  return {
    name: spec.name,
    table: spec.table,
    cols: spec.table,
    search: [spec.table.title, spec.table.summary],
    listColumns: withoutColumns(spec.table, ['content', 'attachments']),
    article: true,
    filters: spec.filters ?? (() => []),
    values: (input) => {
      const content = sanitizeRichText(input.content);
      return {
        title: input.title,
        summary: input.summary || plainText(content, SUMMARY_LENGTH),
        cover: input.cover,
        content,
        category: input.category,
        source: input.source,
        author: input.author,
        attachments: input.attachments,
        ...spec.extraValues(input),
      };
    },
    toPublicListItem: summary,
    toPublicDetail: (row, regionName, prev, next) => ({ ...summary(row, regionName), ...body(row), prev, next }),
    toAdminListItem: (row, regionName, now) => ({ ...summary(row, regionName), ...managedState(row, regionName, now) }),
    toAdminItem: (row, regionName, now) => ({
      ...summary(row, regionName),
      ...body(row),
      ...managedState(row, regionName, now),
    }),
  };
}

export const newsKind = articleKind<typeof news.$inferSelect, NewsInput>({
  name: 'news',
  table: news,
  extra: () => ({}),
  extraValues: () => ({}),
});

export const policyKind = articleKind<typeof policies.$inferSelect, PolicyInput>({
  name: 'policy',
  table: policies,
  extra: (row) => ({
    level: row.level,
    issuing_body: row.issuingBody,
    document_number: row.documentNumber,
    effective_date: row.effectiveDate,
  }),
  extraValues: (input) => ({
    level: input.level,
    issuingBody: input.issuing_body,
    documentNumber: input.document_number,
    effectiveDate: input.effective_date,
  }),
  filters: (query) => (query.level ? [eq(policies.level, query.level as typeof policies.$inferSelect.level)] : []),
});

export const caseKind = articleKind<typeof cases.$inferSelect, CaseStoryInput>({
  name: 'case',
  table: cases,
  extra: (row) => ({ person: row.person, project: row.project }),
  extraValues: (input) => ({ person: input.person, project: input.project }),
});

type SlideRow = typeof carouselSlides.$inferSelect;
const slide = (row: SlideRow) => ({ id: row.id, title: row.title, image: row.image, link: row.link });
export const carouselKind: ManagedKind<SlideRow, CarouselInput> = {
  name: 'carousel',
  table: carouselSlides,
  cols: carouselSlides,
  search: [carouselSlides.title],
  listColumns: getTableColumns(carouselSlides),
  article: false,
  filters: () => [],
  values: (input) => ({ title: input.title, image: input.image, link: input.link, orderNum: input.order_num }),
  toAdminListItem: (row, regionName, now) => ({ ...slide(row), ...managedState(row, regionName, now) }),
  toAdminItem: (row, regionName, now) => ({ ...slide(row), ...managedState(row, regionName, now) }),
};

type LinkRow = typeof portalLinks.$inferSelect;
const link = (row: LinkRow) => ({ id: row.id, name: row.name, url: row.url });
export const linkKind: ManagedKind<LinkRow, LinkInput> = {
  name: 'link',
  table: portalLinks,
  cols: portalLinks,
  search: [portalLinks.name, portalLinks.url],
  listColumns: getTableColumns(portalLinks),
  article: false,
  filters: () => [],
  values: (input) => ({ name: input.name, url: input.url, orderNum: input.order_num }),
  toAdminListItem: (row, regionName, now) => ({ ...link(row), ...managedState(row, regionName, now) }),
  toAdminItem: (row, regionName, now) => ({ ...link(row), ...managedState(row, regionName, now) }),
};
