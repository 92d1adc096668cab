// Back-office view 'settlement/review': its frame until the feature issue fills it.
import { ViewFrame } from '@/components/ViewFrame';

export default function SettlementReviewView() {
  return <ViewFrame view="settlement/review" />;
}
