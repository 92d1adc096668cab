// Downloads a protected file: fetched with the Bearer header as a blob, then saved under the server's name.
import type { HttpResponse } from './client';
import { http } from './http';

/** The file name of a Content-Disposition header: RFC 5987 `filename*` first, then `filename`. */
export function fileNameFrom(disposition: string | null | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** Saves a blob through a temporary object URL and a clicked link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke on the next tick: some browsers read the URL after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** GETs `url` as a blob with the session's token and saves it; resolves to the saved name and size. */
export async function downloadBlob(url: string, fallbackName: string): Promise<{ name: string; size: number }> {
  const response = (await http.get<Blob>(url, { responseType: 'blob' })) as unknown as HttpResponse<Blob>;
  const header = response.headers['content-disposition'];
  const name = fileNameFrom(header, fallbackName);
  saveBlob(response.data, name);
  return { name, size: response.data.size };
}
