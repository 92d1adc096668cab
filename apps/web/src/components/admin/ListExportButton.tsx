// "Export" for a configuration list: the same button as the other lists, queuing that list's export.
import { exportList, type ListExportKind } from '@/api/exports/exportList';
import { ExportButton } from './ExportButton';

export function ListExportButton({ kind, filters }: { kind: ListExportKind; filters?: Record<string, string> }) {
  return <ExportButton run={() => exportList(kind, filters)} />;
}
