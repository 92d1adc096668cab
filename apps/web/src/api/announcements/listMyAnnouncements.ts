// GET /o/v1/announcements: the user's published announcements with their read state.
import type { MyAnnouncementRow, Page } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '../adminPaths';
import { get } from '../http';

export interface MyAnnouncementParams {
  page: number;
  size: number;
  unread?: '0' | '1';
}

export const listMyAnnouncements = (params: MyAnnouncementParams) =>
  get<Page<MyAnnouncementRow>>(ADMIN_API.myAnnouncements, { params, noLoading: true }).then((r) => r.data);

export const myAnnouncementsQuery = (params: MyAnnouncementParams) =>
  queryOptions({
    queryKey: ['announcements', 'mine', params],
    queryFn: () => listMyAnnouncements(params),
    placeholderData: keepPreviousData,
  });
export const useMyAnnouncements = (params: MyAnnouncementParams) => useQuery(myAnnouncementsQuery(params));
