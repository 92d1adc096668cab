import { describe, expect, it } from 'vitest';
import { businessDirectionChanged, dictOptions, serviceTypeChanged, surveyErrors } from './surveyRules';

const complete = {
  is_service: 1 as const,
  is_business: 0 as const,
  work_status: 1,
  business_direction: 2,
  service_type: [1, 3],
};

describe('follow-up survey rules', () => {
  it('enables the business-direction text for 6 and clears and disables it otherwise', () => {
    expect(businessDirectionChanged(6, 'x')).toEqual({ enabled: true, content: 'x' });
    expect(businessDirectionChanged(2, 'x')).toEqual({ enabled: false, content: '' });
  });
  it('enables the service-type text when 8 is ticked and clears it when unticked', () => {
    expect(serviceTypeChanged([1, 8], 'y')).toEqual({ enabled: true, content: 'y' });
    expect(serviceTypeChanged([1], 'y')).toEqual({ enabled: false, content: '' });
  });
  it('accepts a complete answer', () => {
    expect(surveyErrors(complete, 'zh-CN')).toEqual([]);
  });
  it('gives every message of the survey form for an empty answer', () => {
    expect(surveyErrors({}, 'zh-CN')).toEqual([
      '请选择是否需要后续服务',
      '请选择是否已创业',
      '请选择就业状态',
      '请选择创业方向',
      '请至少选择一项希望获得的服务',
    ]);
  });
  it('asks for the other business direction and the other service type texts', () => {
    expect(surveyErrors({ ...complete, business_direction: 6, service_type: [8] }, 'zh-CN')).toEqual([
      '请填写其他创业方向',
      '请填写其他希望获得的服务',
    ]);
  });
  it('speaks English when the UI does', () => {
    expect(surveyErrors({ ...complete, service_type: [] }, 'en-US')).toEqual([
      'Please choose at least one service you would like.',
    ]);
  });
  it('turns a dictionary map into sorted options', () => {
    expect(dictOptions({ '2': 'b', '1': 'a' })).toEqual([
      { value: 1, label: 'a' },
      { value: 2, label: 'b' },
    ]);
  });
});
