// When the guide opens by itself and when the new-feature badge shows.
import type { FunctionShow, OperateShow } from '@etp/contracts';

const time = (value: string) => new Date(value.replace(' ', 'T')).getTime();

/** Opens when the guide was edited after the user's last visit (or never visited). */
export function guideAutoOpens(show: OperateShow | undefined): boolean {
  if (!show?.operate) return false;
  if (!show.access_log) return true;
  return time(show.access_log.access_time) < time(show.operate.edit_time);
}

/** Badge when there is no access log or the last access is earlier than the newest feature. */
export function featureBadge(show: FunctionShow | undefined): boolean {
  if (show?.is_show !== 1) return false;
  const newest = Math.max(...show.list.map((item) => time(item.edit_time)), Number.NEGATIVE_INFINITY);
  if (show.access_log.length === 0) return true;
  const lastAccess = Math.max(...show.access_log.map((log) => time(log.access_time)));
  return lastAccess < newest;
}
