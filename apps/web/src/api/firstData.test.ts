import { afterEach, describe, expect, it } from 'vitest';
import { firstDataKey, firstDataShown, resetFirstDataForTests, takeFirstData } from './firstData';

afterEach(() => {
  document.getElementById('first-data')?.remove();
  resetFirstDataForTests();
});

const pageWith = (answers: object) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'first-data';
  script.textContent = JSON.stringify(answers);
  document.body.append(script);
};

describe('first data', () => {
  it('names a GET by its path and its parameters sorted by name, leaving out the unset ones', () => {
    expect(firstDataKey('/p/v1/competitions', { size: 12, page: 1, phase: undefined })).toBe(
      '/p/v1/competitions?page=1&size=12',
    );
    expect(firstDataKey('/p/v1/x')).toBe('/p/v1/x');
  });

  it('answers the GETs of an address the page came with until the page is shown, then none', () => {
    const answer = { code: 200, msg: 'ok', data: { list: [], total: 0 } };
    pageWith({ '/p/v1/competitions?page=1&size=12': answer });
    expect(takeFirstData('/p/v1/competitions', { page: 2, size: 12 })).toBeUndefined();
    expect(takeFirstData('/p/v1/competitions', { page: 1, size: 12 })).toEqual(answer);
    // The signed-in start and the layout both ask for the student while the page starts: one answer serves both.
    expect(takeFirstData('/p/v1/competitions', { size: 12, page: 1 })).toEqual(answer);
    firstDataShown();
    expect(takeFirstData('/p/v1/competitions', { page: 1, size: 12 })).toBeUndefined();
  });

  it('answers nothing on a page without first data', () => {
    expect(takeFirstData('/p/v1/competitions', { page: 1, size: 12 })).toBeUndefined();
  });
});
