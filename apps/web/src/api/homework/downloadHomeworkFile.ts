// GET /f/v1/homework-files/{id}: downloads an attachment with the session's token (it is not public).
import type { HomeworkFile } from '@etp/contracts';
import { downloadBlob } from '../download';

export const downloadHomeworkFile = (file: HomeworkFile) => downloadBlob(file.url, file.name);
