// GET /f/v1/live-sessions/classes: the classes a trainer may schedule live sessions for.
import { LIVE_API, type LiveClassOption } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { liveKeys } from './keys';

export const listLiveClasses = () => get<LiveClassOption[]>(LIVE_API.classes, { noLoading: true }).then((r) => r.data);
export const liveClassesQuery = () => queryOptions({ queryKey: liveKeys.classes(), queryFn: listLiveClasses });
export const useLiveClasses = () => useQuery(liveClassesQuery());
