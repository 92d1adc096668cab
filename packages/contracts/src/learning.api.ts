// Learning records of recorded and live lessons (SPEC section 7; the domain is not built yet). Schema-free.

export const LEARNING_API = {
  learningRecord: '/o/v1/vods/learning-record',
  liveLearningRecord: '/o/v1/vods/live-vod-learning-record',
} as const;

/** Body codes the learning-record call passes through to its caller. */
export const LEARNING_RECORD_PASS_CODES = [301, 302, 303] as const;
