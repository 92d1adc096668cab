// Strings of the online sessions (monitor/online), namespace 'sessions'; the words of its list frame (user, role,
// actions, ...) are the monitor lists' ('monitor'), which the view reads as its fallback.
import { registerTranslations } from '@/i18n/register';

const zhCN = {
  online: {
    name: '姓名',
    since: '登录时间',
    lastActivity: '最后活动',
    current: '当前会话',
    forceLogout: '强制下线',
    confirmTitle: '强制下线',
    confirm: '确定让 {{name}}（{{username}}）的这个会话下线吗？对方的下一次操作会提示登录已失效。',
    done: '已强制下线',
    refresh: '刷新',
  },
};

registerTranslations('sessions', zhCN, {
  online: {
    name: 'Name',
    since: 'Signed in',
    lastActivity: 'Last activity',
    current: 'This session',
    forceLogout: 'Force logout',
    confirmTitle: 'Force logout',
    confirm: 'End this session of {{name}} ({{username}})? Their next action will tell them the sign-in has ended.',
    done: 'Session ended',
    refresh: 'Refresh',
  },
});
