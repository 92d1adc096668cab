// Back-office view 'settlement/claim': its frame until the feature issue fills it.
import { ViewFrame } from '@/components/ViewFrame';

export default function SettlementClaimView() {
  return <ViewFrame view="settlement/claim" />;
}
