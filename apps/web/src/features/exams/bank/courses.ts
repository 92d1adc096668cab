// The course and chapter choices of the bank screens: every course (the catalogue's first page of 100 is the whole
// catalogue of a region's SYB/GYB courses), and the chapters of one course from its outline.
import { MAX_PAGE_SIZE } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { useOutline } from '@/api/courses/getOutline';
import { coursesQuery } from '@/api/courses/listCourses';

export function useCourseOptions() {
  const query = useQuery(coursesQuery({ page: 1, size: MAX_PAGE_SIZE }));
  return (query.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }));
}

export function useChapterOptions(courseId: number | null | undefined) {
  const outline = useOutline(courseId ? Number(courseId) : null);
  return (outline.data?.chapters ?? []).map((c) => ({ value: c.id, label: c.title }));
}

/** The text of a rich-text stem, for tables and pickers. */
export function stemText(html: string, max = 80): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
