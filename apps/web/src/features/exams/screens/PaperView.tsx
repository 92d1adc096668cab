// Back-office view 'project/paper': exam papers, fixed or drawn by rules, with the server-computed total.
import { PaperScreen } from '../bank/PaperScreen';

export default function ProjectPaperView() {
  return <PaperScreen />;
}
