// The student's review page says why the per-question review is not there yet: before the test has closed, or held
// (issue 26) while another test not yet closed asks the same questions, with the time the server gives.
import type { ResultDetail } from '@etp/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/utils/time';
import TestResultPage from './TestResultPage';

const detail: ResultDetail = {
  attempt_id: 5,
  test_id: 3,
  user_id: 9,
  student_name: '王小明',
  paper_name: 'SYB创业培训理论考试（A卷）',
  status: 'marked',
  started_at: '2026-11-20T01:00:00.000Z',
  submitted_at: '2026-11-20T01:40:00.000Z',
  submitted_by: 'student',
  leave_count: 0,
  score: 80,
  total_score: 100,
  passed: 1,
  review: [],
  review_opens_at: '2026-12-20T08:00:00.000Z',
  review_held: true,
};
let shown = detail;
vi.mock('@/api/exams/results', () => ({
  useMyResults: () => ({ isPending: false, data: [] }),
  useMyResult: () => ({ data: shown }),
}));

const page = () =>
  render(
    <MemoryRouter initialEntries={['/studentFront/testResult?id=5']}>
      <TestResultPage />
    </MemoryRouter>,
  );

describe('the review of a result', () => {
  it('says the review is held while another open test asks these questions, and until when', () => {
    shown = detail;
    page();
    const note = screen.getByTestId('review-later');
    expect(note.textContent).toContain('这些试题还在其他未结束的考试中使用');
    expect(note.textContent).toContain(formatDateTime(detail.review_opens_at));
  });

  it('says it opens when the test closes otherwise', () => {
    shown = { ...detail, review_held: false };
    page();
    expect(screen.getByTestId('review-later').textContent).toContain(
      `考试结束（${formatDateTime(detail.review_opens_at)}）`,
    );
  });
});
