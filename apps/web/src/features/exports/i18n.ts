// Strings of the download centre (namespace 'download').
import { registerTranslations } from '@/i18n/register';

const zhCN = {
  intro: '导出任务在后台生成，完成后可在此下载；文件到期后自动清除。',
  name: '文件名称',
  status: '状态',
  size: '大小',
  createdAt: '创建时间',
  expiresAt: '过期时间',
  actions: '操作',
  download: '下载',
  refresh: '刷新',
  empty: '暂无下载记录，在各列表页点击“导出”即可生成',
  expired: '已过期',
  statuses: { queued: '排队中', running: '生成中', done: '已完成', failed: '失败' },
  saved: '已开始下载：{{name}}',
};

const enUS = {
  intro:
    'Exports are made in the background and can be downloaded here when ready; files are removed when they expire.',
  name: 'File',
  status: 'Status',
  size: 'Size',
  createdAt: 'Created',
  expiresAt: 'Expires',
  actions: 'Actions',
  download: 'Download',
  refresh: 'Refresh',
  empty: 'No downloads yet; use "Export" on a list to make one',
  expired: 'Expired',
  statuses: { queued: 'Queued', running: 'Running', done: 'Done', failed: 'Failed' },
  saved: 'Downloading {{name}}',
};

registerTranslations('download', zhCN, enUS);
