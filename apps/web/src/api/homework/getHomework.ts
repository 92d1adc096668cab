// GET /f/v1/homeworks/{id}: one homework with its content and attachments (for editing).
import { HOMEWORK_API, type HomeworkDetail } from '@etp/contracts';
import { get } from '../http';

export const getHomework = (id: number) => get<HomeworkDetail>(HOMEWORK_API.one(id)).then((r) => r.data);
