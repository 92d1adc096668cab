// Where the completion pages keep the link they came from (session storage, next to the theory test's courseId and
// theoryToken): the result page's "back" returns there.
export const COMPLETION_CODE_KEY = 'completionCode';
