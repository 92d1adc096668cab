// Strings of the account security panel (namespace 'account').
import { registerTranslations } from '@/i18n/register';

const zhCN = {
  password: {
    mustChange: '您正在使用班主任提供的初始密码，请先设置自己的新密码，修改后即可开始学习。',
    title: '修改密码',
    old: '当前密码',
    new: '新密码',
    confirm: '确认新密码',
    oldRequired: '请输入当前密码',
    newRequired: '请输入新密码',
    tooShort: '新密码至少 {{min}} 位',
    confirmRequired: '请再次输入新密码',
    mismatch: '两次输入的新密码不一致',
    hint: '至少 {{min}} 位，不能使用常见密码；修改后您在其他设备上的登录会失效。',
    submit: '修改密码',
    done: '密码已修改，其他设备上的登录已退出',
  },
  sessions: {
    title: '我的登录设备',
    site: '站点',
    ip: 'IP 地址',
    device: '浏览器',
    since: '登录时间',
    lastActivity: '最后活动',
    current: '当前设备',
    end: '下线',
    endTitle: '结束会话',
    endConfirm: '确定让这台设备（{{ip}}）退出登录吗？',
    ended: '已退出该设备的登录',
    empty: '暂无其他登录设备',
    actions: '操作',
    cancel: '取消',
  },
};

const enUS = {
  password: {
    mustChange:
      'You are using the initial password your class manager gave you. Choose your own password to start studying.',
    title: 'Change password',
    old: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    oldRequired: 'Enter your current password',
    newRequired: 'Enter a new password',
    tooShort: 'At least {{min}} characters',
    confirmRequired: 'Enter the new password again',
    mismatch: 'The two new passwords differ',
    hint: 'At least {{min}} characters and not a common password; your sign-ins on other devices end.',
    submit: 'Change password',
    done: 'Password changed; your other devices are signed out',
  },
  sessions: {
    title: 'Where you are signed in',
    site: 'Site',
    ip: 'IP address',
    device: 'Browser',
    since: 'Signed in',
    lastActivity: 'Last activity',
    current: 'This device',
    end: 'Sign out',
    endTitle: 'End session',
    endConfirm: 'Sign out the device at {{ip}}?',
    ended: 'That device is signed out',
    empty: 'No other devices',
    actions: 'Actions',
    cancel: 'Cancel',
  },
};

registerTranslations('account', zhCN, enUS);
