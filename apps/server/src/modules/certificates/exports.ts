// A class's certificates as one ZIP of PDFs, made by the download centre's queue (a job that runs once).

import { entityId } from '@etp/contracts';
import JSZip from 'jszip';
import { z } from 'zod';
import { notFound } from '@/lib/errors.ts';
import type { FileExportDefinition } from '@/modules/exports/index.ts';
import type { CertificateService } from './service.ts';

const params = z.object({ class_id: entityId });

export function classCertificatesExport(service: CertificateService): FileExportDefinition<{ class_id: number }> {
  return {
    kind: 'class-certificates',
    sheetName: ['合格证明', 'Certificates'],
    access: { roles: ['teacher'], permission: 'student:list' },
    auditAction: 'certificate.export',
    params,
    extension: 'zip',
    async authorize(actor, { class_id }) {
      if ((await service.countOfClass(actor, class_id)) === 0) throw notFound('certificates.no_certificates');
    },
    async build(actor, { class_id }) {
      const zip = new JSZip();
      for (const file of await service.pdfsOfClass(actor, class_id)) zip.file(file.name, file.bytes);
      // PDFs are compressed already: store them as they are.
      return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
    },
  };
}
