import { describe, expect, it, vi } from 'vitest';
import { fieldBinder } from './fieldBinder';

describe('fieldBinder', () => {
  it('binds a field to its value and error, and a change stores the value and clears that error', () => {
    const setValue = vi.fn();
    const clearError = vi.fn();
    const { bind } = fieldBinder({ phone: '138', consent: false }, setValue, {
      errors: { phone: 'bad' },
      clearError,
    });
    const field = bind('phone');
    expect(field).toMatchObject({ name: 'phone', value: '138', error: 'bad' });
    field.onChange('13800000000');
    expect(setValue).toHaveBeenCalledWith('phone', '13800000000');
    expect(clearError).toHaveBeenCalledWith('phone');
  });

  it('clears the error of the field the server reports on', () => {
    const clearError = vi.fn();
    const { set } = fieldBinder({ city: '', region_code: '' }, vi.fn(), { errors: {}, clearError }, (name) =>
      name === 'city' ? 'region_code' : name,
    );
    set('city', '370100');
    expect(clearError).toHaveBeenCalledWith('region_code');
  });
});
