// GET /o/v1/operates/function-show: whether the new-feature entry and its badge show.
import { type FunctionShow, OPERATES_API } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { operatesKeys } from './keys';

export const getFunctionShow = () =>
  get<FunctionShow>(OPERATES_API.functionShow, { ignoreNetworkError: true, noLoading: true }).then((r) => r.data);
export const functionShowQuery = () =>
  queryOptions({ queryKey: operatesKeys.functionShow(), queryFn: getFunctionShow, retry: false });
export const useFunctionShow = (enabled: boolean) => useQuery({ ...functionShowQuery(), enabled });
