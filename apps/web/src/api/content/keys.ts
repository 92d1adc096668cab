// Query keys of portal content, public and managed, by the contracts' content vocabulary (PORTAL_API's keys:
// news, policy, case, carousel, link, organization, board, report). A change to a kind refreshes both sides.
import type { PORTAL_API } from '@etp/contracts';

export type ContentSection = keyof typeof PORTAL_API;

export const contentKeys = {
  all: ['content'] as const,
  section: (section: ContentSection) => [...contentKeys.all, section] as const,
  /** The back-office list of a kind (any status). */
  list: (section: ContentSection, params: object) => [...contentKeys.section(section), 'list', params] as const,
  /** One managed item with its rich text. */
  one: (section: ContentSection, id: number) => [...contentKeys.section(section), 'one', id] as const,
  /** What the public portal shows: a list, or one item (or the report of a number). */
  publicList: (section: ContentSection, params: object = {}) =>
    [...contentKeys.section(section), 'public', params] as const,
  publicOne: (section: ContentSection, id: number | string) =>
    [...contentKeys.section(section), 'public', 'one', id] as const,
  /** Institutions picked by name in the user form. */
  organizationSearch: (keyword: string) => [...contentKeys.section('organization'), 'search', keyword] as const,
};
