// Operate attachments carry an id (0 for a new one); the rows the attachments field adds have none yet.

interface AttachmentRow {
  id?: number;
  name: string;
  url: string;
}

export const withIds = (rows: readonly AttachmentRow[] = []) =>
  rows.map(({ id = 0, name, url }) => ({ id, name, url }));
