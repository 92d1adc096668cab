import { describe, expect, it } from 'vitest';
import { RequestError } from '@/api/http';
import { fieldErrorsOf, namePath } from './serverErrors';

describe('fieldErrorsOf', () => {
  it('maps the 400 data.fields map onto form name paths, list indexes as numbers', () => {
    const error = new RequestError('用户名格式不正确', 400, {
      fields: { username: '用户名格式不正确', 'links.0.url': '地址无效' },
    });
    expect(fieldErrorsOf(error)).toEqual([
      { name: ['username'], errors: ['用户名格式不正确'] },
      { name: ['links', 0, 'url'], errors: ['地址无效'] },
    ]);
  });

  it('puts a refusal without fields on the fallback field for its code', () => {
    const taken = new RequestError('用户名已存在', 409, null);
    expect(fieldErrorsOf(taken, { fallback: { 409: 'username' } })).toEqual([
      { name: ['username'], errors: ['用户名已存在'] },
    ]);
    expect(fieldErrorsOf(taken, { fallback: { 400: 'password' } })).toEqual([]);
  });

  it('drops fields the form does not show and ignores other errors', () => {
    const error = new RequestError('x', 400, { fields: { body: 'bad', name: '必填' } });
    expect(fieldErrorsOf(error, { known: ['name'] })).toEqual([{ name: ['name'], errors: ['必填'] }]);
    expect(fieldErrorsOf(new Error('boom'))).toEqual([]);
  });

  it('splits dotted paths', () => {
    expect(namePath('items.2.attachments.0.url')).toEqual(['items', 2, 'attachments', 0, 'url']);
  });
});
