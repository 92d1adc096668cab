// Back-office view 'download/export': its frame until the feature issue fills it.
import { ViewFrame } from '../../../components/ViewFrame';

export default function DownloadExportView() {
  return <ViewFrame view="download/export" />;
}
