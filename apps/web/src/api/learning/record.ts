// POST /o/v1/vods/learning-record (and the live one): the player's heartbeat. The request wrapper shows no loading
// overlay for it, does not count it as session activity, and passes body codes 301, 302, 303 through.
import { LEARNING_API, type LearningRecordAnswer, type LearningRecordBody } from '@etp/contracts';
import { post } from '../http';

export interface RecordReply {
  code: number;
  msg: string;
  data: LearningRecordAnswer;
}

export const sendLearningRecord = (body: LearningRecordBody) =>
  post<LearningRecordAnswer>(LEARNING_API.learningRecord, body).then(
    (r): RecordReply => ({ code: r.code, msg: r.msg, data: r.data }),
  );

export const acknowledgeIdle = (tab: string) => post<null>(LEARNING_API.idleAck, { tab });
