// The outline editor's changes: chapters (add, rename, delete, reorder) and lessons (add, edit, delete); each
// refreshes the course's outline and the catalogue's counts.
import { COURSES_API, type LessonInput } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, post, put } from '../http';
import { coursesKeys } from './keys';

export type OutlineChange =
  | { type: 'addChapter'; title: string }
  | { type: 'renameChapter'; chapterId: number; title: string }
  | { type: 'deleteChapter'; chapterId: number }
  | { type: 'orderChapters'; ids: number[] }
  | { type: 'saveLesson'; lessonId?: number; lesson: LessonInput }
  | { type: 'deleteLesson'; lessonId: number };

export function editOutline(courseId: number, change: OutlineChange): Promise<unknown> {
  switch (change.type) {
    case 'addChapter':
      return post(COURSES_API.chapters(courseId), { title: change.title });
    case 'renameChapter':
      return put(COURSES_API.chapter(courseId, change.chapterId), { title: change.title });
    case 'deleteChapter':
      return http.delete(COURSES_API.chapter(courseId, change.chapterId));
    case 'orderChapters':
      return put(COURSES_API.chapterOrder(courseId), { ids: change.ids });
    case 'saveLesson':
      return change.lessonId
        ? put(COURSES_API.lesson(courseId, change.lessonId), change.lesson)
        : post(COURSES_API.lessons(courseId), change.lesson);
    case 'deleteLesson':
      return http.delete(COURSES_API.lesson(courseId, change.lessonId));
  }
}

export function useEditOutline(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: OutlineChange) => editOutline(courseId, change),
    onSuccess: () => client.invalidateQueries({ queryKey: coursesKeys.all }),
  });
}
