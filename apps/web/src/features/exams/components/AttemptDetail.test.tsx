// The staff view of an attempt (issue 28: 11): the leave count in words, short answers named by their question number
// (no internal "#25"), and the answers given labelled as the student's.
import type { ResultDetail } from '@etp/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AttemptDetail } from './AttemptDetail';

const detail: ResultDetail = {
  attempt_id: 25,
  test_id: 3,
  user_id: 9,
  student_name: '王小明',
  paper_name: 'SYB创业培训理论考试（A卷）',
  status: 'submitted',
  started_at: '2026-11-20T01:00:00.000Z',
  submitted_at: '2026-11-20T01:40:00.000Z',
  submitted_by: 'student',
  leave_count: 2,
  score: null,
  total_score: 100,
  passed: null,
  review: [
    {
      question_id: 41,
      type: 'short',
      stem: '<p>说说你的创业项目</p>',
      options: [],
      blanks: 0,
      version: 1,
      score: 20,
      answer: ['开一家面包店'],
      key: ['言之有理即可'],
      analysis: '',
      earned: null,
    },
  ],
  review_opens_at: '2026-12-20T08:00:00.000Z',
  review_held: false,
};
vi.mock('@/api/exams/results', () => ({
  useStaffAttempt: () => ({ data: detail }),
  useMarkAttempt: () => ({ mutate: vi.fn(), isPending: false }),
}));

describe('an attempt as staff see it', () => {
  it('counts the leaves, numbers the question to mark and names the answers as the student’s', () => {
    render(<AttemptDetail id={25} canMark />);
    expect(screen.getByText('离开页面次数')).toBeTruthy();
    expect(screen.getByText('离开页面 2 次')).toBeTruthy();
    expect(screen.getByText('第 1 题（简答）')).toBeTruthy();
    expect(screen.queryByText(/#\d/)).toBeNull();
    expect(screen.getByText('学生答案')).toBeTruthy();
    expect(screen.queryByText('你的答案')).toBeNull();
  });
});
