// GET /o/v1/operates/function-info: the new-feature list shown on /feature.
import { type FunctionInfo, OPERATES_API } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { operatesKeys } from './keys';

export const getFunctionInfo = () =>
  get<FunctionInfo>(OPERATES_API.functionInfo, { ignoreNetworkError: true }).then((r) => r.data);
export const functionInfoQuery = () =>
  queryOptions({ queryKey: operatesKeys.functionInfo(), queryFn: getFunctionInfo, retry: false });
export const useFunctionInfo = () => useQuery(functionInfoQuery());
