import { describe, expect, it } from 'vitest';
import { activeStudentEntry } from './studentNav';

describe('student entries', () => {
  it.each([
    '/studentFront/study',
    '/studentFront/demand',
    '/studentFront/demand/detail',
    '/studentFront/watchLive',
    '/studentFront/report',
    '/studentFront/testResult',
    '/studentFront/theoryTest',
    '/studentFront/practise',
    '/studentFront/afterClassHomework/write',
  ])('keeps My Study highlighted on %s', (path) => expect(activeStudentEntry(path)).toBe('study'));
  it('highlights Personal Centre and Account Settings on their pages', () => {
    expect(activeStudentEntry('/studentFront/info')).toBe('info');
    expect(activeStudentEntry('/studentFront/setting')).toBe('setting');
    expect(activeStudentEntry('/studentFront/manual')).toBeUndefined();
  });
});
