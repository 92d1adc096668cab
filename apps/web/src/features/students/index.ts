// What the student layout uses of students: the follow-up survey every student answers once.
export { SurveyDialog } from './survey/SurveyDialog';
