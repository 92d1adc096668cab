// GET /a/v1/announcements: announcements in the author's scope (management).
import { type AdminAnnouncement, ANNOUNCEMENTS_API, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { type AnnouncementParams, announcementsKeys } from './keys';

export const listAnnouncements = (params: AnnouncementParams) =>
  get<Page<AdminAnnouncement>>(ANNOUNCEMENTS_API.list, { params, noLoading: true }).then((r) => r.data);

export const announcementsQuery = (params: AnnouncementParams) =>
  queryOptions({
    queryKey: announcementsKeys.list(params),
    queryFn: () => listAnnouncements(params),
    placeholderData: keepPreviousData,
  });
export const useAnnouncements = (params: AnnouncementParams, enabled = true) =>
  useQuery({ ...announcementsQuery(params), enabled });
