// Messages of the browser's error reports and page views (issue 31).

export const zhCN = {
  'monitoring.issue_not_found': '该前端错误不存在或已过保留期',
  'monitoring.replay_not_found': '该错误报告没有保存回放，或回放已过保留期',
} as const;

export const enUS: Record<keyof typeof zhCN, string> = {
  'monitoring.issue_not_found': 'This client error does not exist or is past its retention period',
  'monitoring.replay_not_found': 'No replay was kept with this report, or it is past its retention period',
};
