// Query keys of announcements: every query of the domain names its key here, every change invalidates through it.
import type { AdminAnnouncement } from '@etp/contracts';

export interface AnnouncementParams {
  page: number;
  size: number;
  keyword?: string;
  status?: AdminAnnouncement['status'];
}

export interface MyAnnouncementParams {
  page: number;
  size: number;
  unread?: '0' | '1';
}

export const announcementsKeys = {
  all: ['announcements'] as const,
  /** The author's management list. */
  list: (params: AnnouncementParams) => [...announcementsKeys.all, 'admin', params] as const,
  /** The signed-in user's own messages (every page of them). */
  mine: () => [...announcementsKeys.all, 'mine'] as const,
  myList: (params: MyAnnouncementParams) => [...announcementsKeys.mine(), params] as const,
  myOne: (id: number) => [...announcementsKeys.all, 'one', id] as const,
  unreadCount: () => [...announcementsKeys.all, 'unread-count'] as const,
};
