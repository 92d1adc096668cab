// POST /o/v1/media: one MP4 as form field "file", with upload progress; the server reads its duration.
import { MEDIA_API, type MediaRow } from '@etp/contracts';
import { http, post } from '../http';

export const uploadVideo = (file: File, onProgress: (percent: number) => void) => {
  const form = new FormData();
  form.append('file', file);
  return post<MediaRow>(MEDIA_API.upload, form, {
    // A large video takes longer than the request timeout of ordinary calls.
    timeout: 0,
    noLoading: true,
    onUploadProgress: (e) => onProgress(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
  }).then((r) => r.data);
};

/** A media address from the server (a path with its token) as the browser loads it (the API may be on another host). */
export const mediaSrc = (path: string) => `${http.defaults.baseURL ?? ''}${path}`;
