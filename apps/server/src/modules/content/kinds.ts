// The five kinds of managed portal content, each described once (its table, its search columns, how an input becomes
// column values and a row becomes each answer) so one service can list, edit and publish them all. The tables share
// their managed columns (db/schema/content.ts): the service queries them as a union, and each kind tells its own rows
// apart by a column only its table has.
import type {
  CarouselAdminItem,
  CarouselInput,
  CaseInput as CaseStoryInput,
  ContentKind,
  ContentStatus,
  LinkAdminItem,
  LinkInput,
  NewsAdminItem,
  NewsDetail,
  NewsInput,
  NewsListItem,
  PolicyInput,
} from '@etp/contracts';
import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { carouselSlides, cases, news, type POLICY_LEVELS, policies, portalLinks } from '@/db/schema/content.ts';
import { plainText, sanitizeRichText } from '@/lib/sanitize.ts';

export type ArticleTable = typeof news | typeof policies | typeof cases;
export type ManagedTable = ArticleTable | typeof carouselSlides | typeof portalLinks;
export type ArticleRow = ArticleTable['$inferSelect'];
export type ManagedRow = ManagedTable['$inferSelect'];

/** Leaves keys out of each member of a union (Omit would keep only the keys all members share). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** The column values a kind writes from its input; region, status and the stamps are the service's business. */
export type KindValues = OmitEach<
  ManagedTable['$inferInsert'],
  'id' | 'regionCode' | 'status' | 'publishAt' | 'createdBy' | 'createdAt' | 'updatedAt'
>;

export interface Filters {
  level?: (typeof POLICY_LEVELS)[number] | undefined;
}

type Neighbour = { id: number; title: string } | null;

export interface ManagedKind<Input, Item, ListItem> {
  name: ContentKind;
  table: ManagedTable;
  /** Columns a keyword is looked for in (ILIKE). */
  search: AnyPgColumn[];
  /** Conditions for kind-specific filters (e.g. policy level). */
  filters(query: Filters): SQL[];
  /** The row values for an input, rich text sanitised. */
  values(input: Input): KindValues;
  toAdminListItem(row: ManagedRow, regionName: string, now: Date): ListItem;
  toAdminItem(row: ManagedRow, regionName: string, now: Date): Item;
}

/** Articles can be pinned, are counted when read and have previous/next on the portal. */
export interface ArticleKind<Input, Item, ListItem, PublicItem, Detail> extends ManagedKind<Input, Item, ListItem> {
  table: ArticleTable;
  toPublicListItem(row: ArticleRow, regionName: string): PublicItem;
  toPublicDetail(row: ArticleRow, regionName: string, prev: Neighbour, next: Neighbour): Detail;
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

const SUMMARY_LENGTH = 120;

function articleKind<Input extends NewsInput, Extra extends object>(spec: {
  name: ContentKind;
  table: ArticleTable;
  /** The kind's own fields of a row (a row of its own table). */
  extra(row: ArticleRow): Extra;
  extraValues(input: Input): Partial<KindValues>;
  filters?(query: Filters): SQL[];
}): ArticleKind<
  Input,
  NewsAdminItem & Extra,
  Omit<NewsAdminItem, 'content' | 'author' | 'attachments'> & Extra,
  NewsListItem & Extra,
  NewsDetail & Extra
> {
  const article = (row: ManagedRow): ArticleRow => {
    if (!('summary' in row)) throw new Error(`${spec.name}: an article row was expected`);
    return row;
  };
  const summary = (row: ArticleRow, regionName: string) => ({
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
  const body = (row: ArticleRow) => ({ content: row.content, author: row.author, attachments: row.attachments });
  return {
    name: spec.name,
    table: spec.table,
    search: [spec.table.title, spec.table.summary],
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
    toAdminListItem: (row, regionName, now) => ({
      ...summary(article(row), regionName),
      ...managedState(row, regionName, now),
    }),
    toAdminItem: (row, regionName, now) => ({
      ...summary(article(row), regionName),
      ...body(article(row)),
      ...managedState(row, regionName, now),
    }),
  };
}

export const newsKind = articleKind<NewsInput, object>({
  name: 'news',
  table: news,
  extra: () => ({}),
  extraValues: () => ({}),
});

export const policyKind = articleKind({
  name: 'policy',
  table: policies,
  extra: (row) => {
    if (!('level' in row)) throw new Error('policy: a policy row was expected');
    return {
      level: row.level,
      issuing_body: row.issuingBody,
      document_number: row.documentNumber,
      effective_date: row.effectiveDate,
    };
  },
  extraValues: (input: PolicyInput) => ({
    level: input.level,
    issuingBody: input.issuing_body,
    documentNumber: input.document_number,
    effectiveDate: input.effective_date,
  }),
  filters: (query) => (query.level ? [eq(policies.level, query.level)] : []),
});

export const caseKind = articleKind({
  name: 'case',
  table: cases,
  extra: (row) => {
    if (!('person' in row)) throw new Error('case: a case row was expected');
    return { person: row.person, project: row.project };
  },
  extraValues: (input: CaseStoryInput) => ({ person: input.person, project: input.project }),
});

function slide(row: ManagedRow) {
  if (!('image' in row)) throw new Error('carousel: a slide row was expected');
  return { id: row.id, title: row.title, image: row.image, link: row.link };
}
export const carouselKind: ManagedKind<CarouselInput, CarouselAdminItem, CarouselAdminItem> = {
  name: 'carousel',
  table: carouselSlides,
  search: [carouselSlides.title],
  filters: () => [],
  values: (input) => ({ title: input.title, image: input.image, link: input.link, orderNum: input.order_num }),
  toAdminListItem: (row, regionName, now) => ({ ...slide(row), ...managedState(row, regionName, now) }),
  toAdminItem: (row, regionName, now) => ({ ...slide(row), ...managedState(row, regionName, now) }),
};

function link(row: ManagedRow) {
  if (!('url' in row)) throw new Error('link: a link row was expected');
  return { id: row.id, name: row.name, url: row.url };
}
export const linkKind: ManagedKind<LinkInput, LinkAdminItem, LinkAdminItem> = {
  name: 'link',
  table: portalLinks,
  search: [portalLinks.name, portalLinks.url],
  filters: () => [],
  values: (input) => ({ name: input.name, url: input.url, orderNum: input.order_num }),
  toAdminListItem: (row, regionName, now) => ({ ...link(row), ...managedState(row, regionName, now) }),
  toAdminItem: (row, regionName, now) => ({ ...link(row), ...managedState(row, regionName, now) }),
};
