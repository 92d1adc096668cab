// The export call every list offers: POST <url> with the list's filters (its page and size left out) queues the
// list in the download centre; the answer names the queued job.

import { post } from '../http';
import type { ExportQueued } from './listExports';

export const queueExport =
  <Params extends { page?: number; size?: number }>(url: string) =>
  ({ page: _page, size: _size, ...filters }: Params) =>
    post<ExportQueued>(url, filters);
