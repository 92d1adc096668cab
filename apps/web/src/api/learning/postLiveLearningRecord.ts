// POST /o/v1/vods/live-vod-learning-record: the watch page's report every LIVE_RECORD_EVERY_S seconds while playing.
// The learning side credits it; body codes 302/303 come back as a RequestError with their message (shown as a
// notice, never a toast: the call is silent).
import { LEARNING_API } from '@etp/contracts';
import { post } from '../http';

export interface LiveLearningRecord {
  /** The class_sessions id of the live session. */
  live_id: number;
  /** Seconds into the replay; 0 while live. */
  position: number;
  playing: boolean;
  /** This browser tab's id (made once per page), so the server can tell two tabs of one person apart. */
  tab: string;
}

export const postLiveLearningRecord = (body: LiveLearningRecord) =>
  post<unknown>(LEARNING_API.liveLearningRecord, body, { silent: true, noLoading: true });
