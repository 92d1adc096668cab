import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreventReclickButton } from './PreventReclickButton';

afterEach(() => vi.useRealTimers());

describe('prevent-reclick button', () => {
  it('is disabled for 3000 ms after a click, so a double click acts once', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(<PreventReclickButton onClick={onClick}>save</PreventReclickButton>);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(2999));
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    expect(button).not.toBeDisabled();
  });
});
