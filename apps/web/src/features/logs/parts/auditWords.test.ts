import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import '../i18n';
import { routeActionName, targetText } from './auditWords';

const tm = i18n.getFixedT('zh-CN', 'monitor');
const en = i18n.getFixedT('en-US', 'monitor');

describe('the audit log in words', () => {
  it('names an action recorded as its route', () => {
    expect(routeActionName('POST /a/v1/surveys/:id/publish', tm)).toBe('发布问卷');
    expect(routeActionName('DELETE /a/v1/announcements/:id', tm)).toBe('删除公告');
    expect(routeActionName('PUT /f/v1/live-sessions/:id', tm)).toBe('修改直播');
    expect(routeActionName('POST /f/v1/classes/:id/students/import', tm)).toBe('导入学员');
    expect(routeActionName('POST /a/v1/surveys/:id/publish', en)).toBe('Publish survey');
    expect(routeActionName('survey.publish', tm)).toBeUndefined();
    expect(routeActionName('POST /a/v1/zzz/:id/frobnicate', tm)).toBeUndefined();
  });

  it('names a target by its kind and the name its snapshot holds, else its number', () => {
    expect(targetText({ target_type: 'survey', target_id: '3', after: { title: '学员满意度调查' } }, tm)).toBe(
      '问卷「学员满意度调查」',
    );
    expect(targetText({ target_type: 'survey', target_id: '3', after: null }, tm)).toBe('问卷（编号 3）');
    expect(targetText({ target_type: '', target_id: '' }, tm)).toBe('');
  });
});
