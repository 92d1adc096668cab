import { describe, expect, it } from 'vitest';
import { RequestError } from '@/api/http';
import { fieldPath, formErrorsOf } from './fieldErrors';

describe('server field errors on the content form', () => {
  it('puts each message of a 400 on its field', () => {
    const error = new RequestError('请输入标题', 400, { fields: { title: '请输入标题', cover: '图片地址不正确' } });
    expect(formErrorsOf(error, ['title', 'cover'])).toEqual([
      { name: ['title'], errors: ['请输入标题'] },
      { name: ['cover'], errors: ['图片地址不正确'] },
    ]);
  });

  it('turns nested paths into antd name paths', () => {
    expect(fieldPath('attachments.0.url')).toEqual(['attachments', 0, 'url']);
  });

  it('ignores fields the form does not show and errors that are not validation failures', () => {
    const error = new RequestError('x', 400, { fields: { secret: 'no' } });
    expect(formErrorsOf(error, ['title'])).toEqual([]);
    expect(formErrorsOf(new RequestError('gone', 404, null), ['title'])).toEqual([]);
    expect(formErrorsOf(new Error('boom'), ['title'])).toEqual([]);
  });
});
