// GET /o/v1/operates/operate-info: the guide's manual and feature items.
import { OPERATES_API, type OperateInfo } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { operatesKeys } from './keys';

export const getOperateInfo = () =>
  get<OperateInfo>(OPERATES_API.operateInfo, { ignoreNetworkError: true }).then((r) => r.data);
export const operateInfoQuery = () =>
  queryOptions({ queryKey: operatesKeys.operateInfo(), queryFn: getOperateInfo, retry: false });
export const useOperateInfo = (enabled: boolean) => useQuery({ ...operateInfoQuery(), enabled });
