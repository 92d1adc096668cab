import { describe, expect, it } from 'vitest';
import {
  digitsFilter,
  emailFilter,
  numberFilter,
  specialFilter,
  specialFilterOnFocusOrBlur,
  verifyFilter,
} from './filters';

describe('input filters', () => {
  it('verify-style strips special characters and whitespace', () => {
    expect(verifyFilter(' ab c!@#￥（1）2 ')).toBe('abc12');
  });
  it('number filter keeps digits, dot and minus', () => {
    expect(numberFilter('-12.5元abc')).toBe('-12.5');
  });
  it('digits filter keeps digits, minus and dot', () => {
    expect(digitsFilter('1a-2.3 b')).toBe('1-2.3');
  });
  it('email filter strips special characters', () => {
    expect(emailFilter('a b#c@ex!ample.com')).toBe('abc@example.com');
  });
  it('special-input keeps letters, digits, underscore and Chinese characters', () => {
    expect(specialFilter('张三_a1 !@#')).toBe('张三_a1');
  });
  it('special-input trims on focus and blur', () => {
    expect(specialFilterOnFocusOrBlur('  王五 ')).toBe('王五');
  });
});
