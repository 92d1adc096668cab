// The managed content kinds of the back-office (CONTENT_KINDS in the contracts; each lives at CONTENT_API[kind]).
import type { ContentKind } from '@etp/contracts';

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
