import { describe, expect, it } from 'vitest';
import { formatStudyDuration, formatStudyTime, oneDecimal, studyHours } from '../src/study-time.ts';

describe('study time as a person reads it', () => {
  it('shows 学时 to one decimal, rounded down, never more than was credited', () => {
    expect(studyHours(0, 45)).toBe(0);
    expect(studyHours(45 * 60, 45)).toBe(1);
    expect(studyHours(45 * 60 - 1, 45)).toBe(0.9);
    expect(studyHours(27 * 60, 45)).toBe(0.6);
    expect(oneDecimal(0.3)).toBe(0.3);
    expect(oneDecimal(0.01)).toBe(0);
    expect(oneDecimal(12.67)).toBe(12.6);
  });

  it('shows the minutes behind the 学时, and the seconds of a study under a minute', () => {
    expect(formatStudyTime(35, 45, 'zh-CN')).toBe('0.0 学时（35 秒）');
    expect(formatStudyTime(18 * 60 + 20, 45, 'zh-CN')).toBe('0.4 学时（18 分钟）');
    expect(formatStudyTime(18 * 60 + 20, 45, 'en-US')).toBe('0.4 study hours (18 min)');
    expect(formatStudyDuration(59.9, 'zh-CN')).toBe('59 秒');
    expect(formatStudyDuration(600, 'en-US')).toBe('10 min');
  });
});
