// Each namespace of strings is registered by one file: registerTranslations keeps a namespace's first registration,
// so a second file of the same name would leave its pages showing the other's texts or raw keys, depending on which
// page a visitor opened first. A named part of a namespace (its fourth argument, merged into the whole) is not one.
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../**/*.ts', '!../**/*.test.ts', '!./register.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** namespace -> the files that register it. */
function registrations(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [file, text] of Object.entries(sources)) {
    for (const [, argument, rest] of text.matchAll(/registerTranslations\(\s*([\w'"-]+)\s*,([^)]*)\)/g)) {
      if (/,\s*['"][\w-]+['"],?\s*$/.test(rest!)) continue; // a part
      const constant = argument!.match(/^\w+$/) && text.match(new RegExp(`const ${argument} = '([^']+)'`));
      const namespace = constant ? constant[1]! : argument!.replace(/['"]/g, '');
      found.set(namespace, [...(found.get(namespace) ?? []), file]);
    }
  }
  return found;
}

describe('translation namespaces', () => {
  it('are each registered by one file', () => {
    const found = registrations();
    expect(found.size).toBeGreaterThan(30);
    expect([...found].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});
