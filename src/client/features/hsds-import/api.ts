import { z } from 'zod';
import { hsdsImportJob, type HsdsImportJob } from '@shared/api/hsds';
import { authedRequest } from '@client/lib/api-client';

/** POST /api/hsds/imports (docs/hsds.md): the file goes as multipart, the answer is a job id. */
export function startImport(
  file: File,
  options: { dryRun: boolean; approve: boolean },
): Promise<{ id: string }> {
  const form = new FormData();
  form.append('dryRun', String(options.dryRun));
  form.append('approve', String(options.approve));
  form.append('file', file, file.name);
  return authedRequest('/hsds/imports', z.object({ id: z.string() }), {
    method: 'POST',
    body: form,
  });
}

export function readImport(id: string): Promise<HsdsImportJob> {
  return authedRequest(`/hsds/imports/${encodeURIComponent(id)}`, hsdsImportJob);
}
