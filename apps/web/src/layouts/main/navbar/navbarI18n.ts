// The back office's navbar strings (the default namespace's `navbar`): registered when the navbar first loads, not
// carried by the first load of the public pages (issue 33).
import { registerTranslations } from '@/i18n/register';

const zhCN = {
  navbar: {
    home: '首页',
    resource: '资源中心',
    course: '视频课程',
    game: '互动游戏',
    download: '下载记录',
    message: '消息通知',
    greeting: '您好，{{name}}',
    personalCentre: '个人中心',
    logout: '退出登录',
    logoutConfirm: '确定注销并退出系统吗？',
    switchSite: '切换站点',
    annualReport: '年度报告',
    annualReportTip: '请使用微信扫描二维码查看年度报告',
    toggleSidebar: '展开/收起菜单',
    guide: '操作指引',
    guideBubble: '随时可查阅',
    feature: '新功能',
  },
} as const;

const enUS = {
  navbar: {
    home: 'Home',
    resource: 'Resource Center',
    course: 'Video Courses',
    game: 'Interactive Games',
    download: 'Download Records',
    message: 'Messages',
    greeting: 'Hello, {{name}}',
    personalCentre: 'Personal Centre',
    logout: 'Log out',
    logoutConfirm: 'Are you sure you want to log out?',
    switchSite: 'Switch site',
    annualReport: 'Annual report',
    annualReportTip: 'Scan the QR code with WeChat to view the annual report.',
    toggleSidebar: 'Open or close the menu',
    guide: 'Operation guide',
    guideBubble: 'Available any time',
    feature: 'New features',
  },
};

registerTranslations('translation', zhCN, enUS, 'navbar');
