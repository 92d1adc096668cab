// Messages of live sessions and their chat (issue 13).

export const zhCN = {
  'live.title_required': '请输入直播标题',
  'live.end_before_start': '结束时间必须晚于开始时间',
  'live.too_long': '单场直播不能超过 12 小时',
  'live.outside_class_dates': '直播时间须在班级的开班和结业日期之内',
  'live.class_not_yours': '只能为自己授课的班级安排直播',
  'live.class_closed': '该班级已结业或未通过审核，不能安排直播',
  'live.not_found': '没有这场直播',
  'live.not_yours': '只能修改自己班级的直播',
  'live.started': '直播已开始，不能再修改或删除',
  'live.not_started': '直播尚未开始',
  'live.media_token_invalid': '播放凭证无效或已过期，请刷新页面',
  'live.chat_text_required': '请输入要提问的内容',
  'live.chat_too_fast': '发言太频繁，请稍后再试',
  'live.chat_closed': '直播已结束，不能再提问',
  'live.chat_sent': '已发送',
  'live.not_participant': '只有本班学员和授课讲师、班主任可以提问',
} as const;

export const enUS: Record<keyof typeof zhCN, string> = {
  'live.title_required': 'Enter a title for the live session.',
  'live.end_before_start': 'The end must be after the start.',
  'live.too_long': 'A live session may last at most 12 hours.',
  'live.outside_class_dates': "The session must fall within the class's start and end dates.",
  'live.class_not_yours': 'You can only schedule live sessions for classes you teach.',
  'live.class_closed': 'This class is finished or not approved; no live session can be scheduled.',
  'live.not_found': 'There is no such live session.',
  'live.not_yours': 'You can only change live sessions of your own classes.',
  'live.started': 'The session has started; it can no longer be changed or deleted.',
  'live.not_started': 'The live session has not started yet.',
  'live.media_token_invalid': 'The playback pass is invalid or has expired; reload the page.',
  'live.chat_text_required': 'Enter your question.',
  'live.chat_too_fast': 'You are posting too fast; try again shortly.',
  'live.chat_closed': 'The session has ended; questions are closed.',
  'live.chat_sent': 'Sent',
  'live.not_participant': "Only the class's students, trainers and teacher can ask questions.",
};
