import { describe, expect, it } from 'vitest';
import { answerText } from './answerText';

const words = { true: '对', false: '错' };

describe('answerText', () => {
  it('reads each type', () => {
    expect(answerText('multiple', ['D', 'A'], words)).toBe('AD');
    expect(answerText('judge', ['F'], words)).toBe('错');
    expect(answerText('blank', ['成本|总成本', '个体'], words, true)).toBe('(1) 成本 / 总成本；(2) 个体');
    expect(answerText('blank', ['成本', ' '], words)).toBe('(1) 成本；(2) —');
    expect(answerText('short', [], words)).toBe('—');
  });
});
