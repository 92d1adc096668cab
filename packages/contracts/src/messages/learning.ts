// Messages of study time: the learning-record answers and their refusals (issue 13).

export const zhCN = {
  'learning.tab_invalid': '播放页面标识不正确，请刷新页面',
  'learning.position_invalid': '播放位置不正确',
  'learning.recorded': '学习记录已保存',
  'learning.face_check': '请先完成人脸核验，核验通过后继续计时',
  'learning.other_tab': '您正在其他页面或设备上学习，本页面已停止计时',
  'learning.daily_limit': '今日学习时长已达上限（{{minutes}} 分钟），请明天再学',
  'learning.not_enrolled': '您不在该课程的班级中，不能学习',
  'learning.not_video': '该课时不是视频课时',
  'learning.not_live': '该课次不是直播课',
  'learning.idle_acknowledged': '已确认，继续学习',
  'learning.no_idle_check': '当前没有待确认的在线提醒',
} as const;

export const enUS: Record<keyof typeof zhCN, string> = {
  'learning.tab_invalid': 'The player page id is not valid; please reload the page.',
  'learning.position_invalid': 'The playing position is not valid.',
  'learning.recorded': 'Study time recorded.',
  'learning.face_check': 'Please complete the face check; study time resumes once it passes.',
  'learning.other_tab': 'You are studying in another tab or on another device; this page has stopped counting.',
  'learning.daily_limit': "Today's study time has reached the limit ({{minutes}} minutes); please continue tomorrow.",
  'learning.not_enrolled': 'You are not in a class of this course.',
  'learning.not_video': 'This lesson is not a video lesson.',
  'learning.not_live': 'This session is not a live session.',
  'learning.idle_acknowledged': 'Confirmed; carry on studying.',
  'learning.no_idle_check': 'There is no open presence check.',
};
