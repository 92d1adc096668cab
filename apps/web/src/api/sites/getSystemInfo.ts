// GET /o/v1/systems/info: the branded site resolved from the Host header.
import { SITES_API, type SystemInfo } from '@etp/contracts';
import { get } from '../http';

/** Loaded for public pages too, so failures stay quiet: the shell falls back to defaults. */
export const getSystemInfo = () =>
  get<SystemInfo>(SITES_API.info, { silent: true, noLoading: true }).then((r) => r.data);
