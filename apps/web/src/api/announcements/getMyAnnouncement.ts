// GET /o/v1/announcements/:id: one of the user's announcements with its content.
import { ANNOUNCEMENTS_API, type MyAnnouncementDetail, pathWith } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { announcementsKeys } from './keys';

export const getMyAnnouncement = (id: number) =>
  get<MyAnnouncementDetail>(pathWith(ANNOUNCEMENTS_API.myOne, { id }), { noLoading: true }).then((r) => r.data);

export const myAnnouncementQuery = (id: number) =>
  queryOptions({ queryKey: announcementsKeys.myOne(id), queryFn: () => getMyAnnouncement(id) });
export const useMyAnnouncement = (id: number | null) =>
  useQuery({ ...myAnnouncementQuery(id ?? 0), enabled: id !== null });
