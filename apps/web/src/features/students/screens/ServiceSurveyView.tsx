// Back-office view 'service/survey': its frame until the feature issue fills it.
import { ViewFrame } from '@/components/ViewFrame';

export default function ServiceSurveyView() {
  return <ViewFrame view="service/survey" />;
}
