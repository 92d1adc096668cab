// GET /o/v1/announcements: the user's published announcements with their read state.
import { ANNOUNCEMENTS_API, type MyAnnouncementRow, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { announcementsKeys, type MyAnnouncementParams } from './keys';

export const listMyAnnouncements = (params: MyAnnouncementParams) =>
  get<Page<MyAnnouncementRow>>(ANNOUNCEMENTS_API.mine, { params, noLoading: true }).then((r) => r.data);

export const myAnnouncementsQuery = (params: MyAnnouncementParams) =>
  queryOptions({
    queryKey: announcementsKeys.myList(params),
    queryFn: () => listMyAnnouncements(params),
    placeholderData: keepPreviousData,
  });
export const useMyAnnouncements = (params: MyAnnouncementParams) => useQuery(myAnnouncementsQuery(params));
