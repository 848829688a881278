/** Reads the one file of a multipart upload (field `file`) up to `max` bytes: 413 with `tooLarge` above it. */
import { CONTENT_MESSAGES, refusal, type Refusal } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge } from '../../http/errors.ts';

export async function readUpload(
  req: FastifyRequest,
  max: number,
  tooLarge: Refusal,
): Promise<{ name: string; data: Buffer }> {
  if (!req.isMultipart()) throw badRequest(refusal(CONTENT_MESSAGES, 'uploadMissing'));
  const file = await req.file({ limits: { fileSize: max, files: 1 } });
  if (!file) throw badRequest(refusal(CONTENT_MESSAGES, 'uploadMissing'));
  const data = await file.toBuffer().catch((e: { code?: string }) => {
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(tooLarge);
    throw e;
  });
  if (file.file.truncated || data.length > max) throw payloadTooLarge(tooLarge);
  if (data.length === 0) throw badRequest(refusal(CONTENT_MESSAGES, 'uploadMissing'));
  return { name: file.filename || 'file', data };
}
