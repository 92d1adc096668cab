// Which student entry is highlighted for a path.
export const STUDENT_ENTRIES = [
  { key: 'study', path: '/studentFront/study', titleKey: 'student.myStudy' },
  { key: 'info', path: '/studentFront/info', titleKey: 'student.personalCentre' },
  { key: 'setting', path: '/studentFront/setting', titleKey: 'student.accountSettings' },
] as const;

/** My Study stays highlighted while the student is inside one of the study pages. */
const STUDY_SECTIONS = ['demand', 'watchLive', 'report', 'testResult', 'theoryTest', 'practise', 'afterClassHomework'];

export function activeStudentEntry(pathname: string): string | undefined {
  const [, root, page] = pathname.split('/');
  if (root !== 'studentFront' || !page) return undefined;
  if (page === 'study' || STUDY_SECTIONS.includes(page)) return 'study';
  if (page === 'info') return 'info';
  if (page === 'setting') return 'setting';
  return undefined;
}
