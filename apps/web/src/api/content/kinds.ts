// The managed content kinds of the back-office and where each lives under /a/v1.
import { CONTENT_API } from '@etp/contracts';

export type ContentKind = 'news' | 'policies' | 'cases' | 'carousel' | 'links';

export const CONTENT_PATHS: Record<ContentKind, string> = {
  news: CONTENT_API.news,
  policies: CONTENT_API.policies,
  cases: CONTENT_API.cases,
  carousel: CONTENT_API.carousel,
  links: CONTENT_API.links,
};

/** Articles have rich text, categories and a pin; carousel slides and links do not. */
export const isArticleKind = (kind: ContentKind) => kind === 'news' || kind === 'policies' || kind === 'cases';

export interface ContentListParams {
  page: number;
  size: number;
  keyword?: string;
  category?: string;
  level?: string;
  status?: string;
}

export const contentKeys = {
  all: (kind: ContentKind) => ['content', kind] as const,
  list: (kind: ContentKind, params: ContentListParams) => ['content', kind, 'list', params] as const,
  one: (kind: ContentKind, id: number) => ['content', kind, 'one', id] as const,
};

export const withoutEmpty = <T extends object>(params: T) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;
