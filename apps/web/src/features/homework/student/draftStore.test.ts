import { describe, expect, it } from 'vitest';
import { startingDraft } from './draftStore';

const file = { id: 1, name: 'a.pdf', size: 1, url: '/f/v1/homework-files/1' };

describe('startingDraft', () => {
  it('restores unsent local text written on the server’s current version', () => {
    const start = startingDraft(
      { base: 2, content: '<p>more</p>', files: [] },
      { version: 2, content: '<p>m</p>', files: [] },
    );
    expect(start).toMatchObject({ content: '<p>more</p>', unsent: true });
  });

  it('lets a newer server version win over stale local text', () => {
    const start = startingDraft(
      { base: 1, content: '<p>old</p>', files: [] },
      { version: 3, content: '<p>new</p>', files: [file] },
    );
    expect(start).toMatchObject({ content: '<p>new</p>', files: [file], unsent: false, dropped: true });
  });

  it('uses the server text when the local copy holds the same', () => {
    const start = startingDraft(
      { base: 2, content: '<p>x</p>', files: [] },
      { version: 2, content: '<p>x</p>', files: [] },
    );
    expect(start).toMatchObject({ unsent: false, dropped: false });
  });
});
