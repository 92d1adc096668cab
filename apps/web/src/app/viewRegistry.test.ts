import { VIEW_COMPONENTS } from '@etp/contracts';
import { describe, expect, it } from 'vitest';
import { resolveView } from './viewRegistry';

describe('view whitelist', () => {
  it.each(VIEW_COMPONENTS)('resolves %s to a view file', (name) => {
    expect(resolveView(name)).toBeTypeOf('function');
  });
  it('does not resolve unknown or odd names', () => {
    expect(resolveView('system/nope')).toBeUndefined();
    expect(resolveView('../secrets')).toBeUndefined();
    expect(resolveView('Layout')).toBeUndefined();
  });
  it('loads a view module with a default component', async () => {
    const module = await resolveView('system/user')?.();
    expect(module?.default).toBeTypeOf('function');
  });
});
