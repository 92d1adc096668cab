import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';

describe('rich text in the browser', () => {
  it('renders the cleaned text', () => {
    render(<RichText html={'<p>你好<img src=x onerror="alert(1)"></p>'} />);
    const body = screen.getByTestId('rich-text');
    expect(body.textContent).toBe('你好');
    expect(body.innerHTML).not.toContain('onerror');
  });
});
