// Back-office view 'project/question': the question bank with its drawer, spreadsheet import and export.
import { QuestionScreen } from '../bank/QuestionScreen';

export default function ProjectQuestionView() {
  return <QuestionScreen />;
}
