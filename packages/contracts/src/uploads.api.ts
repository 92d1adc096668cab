// Uploads: where files are sent and served, and what is accepted (schema-free).

export const UPLOADS_API = {
  upload: '/a/v1/uploads',
} as const;

/** Uploaded files are served below this path. */
export const UPLOADS_PATH = '/uploads/';

export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const UPLOAD_FILE_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
