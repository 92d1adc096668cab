// GET /o/v1/operates/operate-show: whether the guide should open by itself.
import { OPERATES_API, type OperateShow } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { operatesKeys } from './keys';

export const getOperateShow = () =>
  get<OperateShow>(OPERATES_API.operateShow, { ignoreNetworkError: true, noLoading: true }).then((r) => r.data);
export const operateShowQuery = () =>
  queryOptions({ queryKey: operatesKeys.operateShow(), queryFn: getOperateShow, retry: false });
export const useOperateShow = (enabled: boolean) => useQuery({ ...operateShowQuery(), enabled });
