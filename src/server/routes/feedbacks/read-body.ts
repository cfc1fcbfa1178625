import type { FastifyRequest } from 'fastify';
import { MAX_ATTACHMENTS, MAX_ATTACHMENT_BYTES } from '@shared/validation/feedback';
import { TEXT_MAX } from '@shared/validation/text-limits';
import { HttpError, type HttpErrorDetail } from '@server/plugins/error-handler';
import { safeFilename } from './sniff';
import { SIZE_MESSAGE, stageFilePart, StorageError, type StagedFile } from './stage-file';

export { SIZE_MESSAGE, TYPE_MESSAGE, type StagedFile } from './stage-file';
export const COUNT_MESSAGE = `At most ${MAX_ATTACHMENTS} attachments can be sent with a feedback.`;

/**
 * A UTF-16 unit takes at most 3 bytes of UTF-8, so a field cut at this size still holds more than
 * TEXT_MAX.MESSAGE (the longest feedback text) characters: the shared schema then refuses it as too
 * long, naming the field, instead of storing a silently cut text (docs/api.md "Text input").
 */
const FIELD_BYTES = 3 * TEXT_MAX.MESSAGE + 3;

const MALFORMED_FORM = 'The form data is malformed.';

/** The plugin's limit errors, as messages a person can act on. */
const limitMessages: Record<string, [number, string, HttpErrorDetail?]> = {
  FST_REQ_FILE_TOO_LARGE: [413, SIZE_MESSAGE],
  FST_FILES_LIMIT: [400, COUNT_MESSAGE],
  FST_FIELDS_LIMIT: [400, 'Too many form fields.'],
  FST_PARTS_LIMIT: [400, 'Too many form fields.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, MALFORMED_FORM, { reason: 'MALFORMED_REQUEST' }],
};

function mapLimitError(error: unknown): never {
  if (error instanceof StorageError) throw error.original;
  const code = (error as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? limitMessages[code] : undefined;
  if (known) throw new HttpError(...known);
  if (error instanceof HttpError) throw error;
  // busboy's parse errors (a cut or malformed body) are the sender's fault, not ours.
  throw new HttpError(400, MALFORMED_FORM, { reason: 'MALFORMED_REQUEST' });
}

/**
 * The fields and attachments of a feedback: a JSON body has fields only; multipart/form-data may
 * add up to three files, each checked by its magic bytes (the declared type is ignored) and
 * streamed into staged chunks as it arrives (stage-file.ts), never whole in memory. `staged`
 * hears each staged file's id as soon as it exists: the caller deletes them unless the feedback's
 * transaction links them, also when this throws.
 */
export async function readFeedbackBody(
  request: FastifyRequest,
  staged: string[],
): Promise<{ fields: unknown; files: StagedFile[] }> {
  if (!request.isMultipart()) return { fields: request.body ?? {}, files: [] };
  const fields: Record<string, string> = {};
  const files: StagedFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        files: MAX_ATTACHMENTS,
        fileSize: MAX_ATTACHMENT_BYTES,
        fields: 30,
        fieldSize: FIELD_BYTES,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const name = safeFilename(part.filename);
      const file = await stageFilePart(
        request.server.database,
        name,
        part.filename,
        part.file,
        (id) => staged.push(id),
      );
      if (file) files.push(file);
    }
  } catch (error) {
    mapLimitError(error);
  }
  return { fields, files };
}
