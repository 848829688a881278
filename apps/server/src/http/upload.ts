/**
 * The one file of a multipart upload (field `file`), read whole: a body that is not multipart, has no file or an empty
 * one is `missing` (400); more bytes than `max` (or than the route's multipart limit) is `tooLarge` (413). The route
 * registers @fastify/multipart with its limits; the refusals are the module's own (its words, its reason).
 */
import type { Refusal } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge } from './errors.ts';

export async function readUpload(
  req: FastifyRequest,
  refusals: { missing: Refusal; tooLarge: Refusal },
  max?: number,
): Promise<{ name: string; data: Buffer }> {
  if (!req.isMultipart()) throw badRequest(refusals.missing);
  const file = await req.file(max === undefined ? undefined : { limits: { fileSize: max, files: 1 } });
  if (!file) throw badRequest(refusals.missing);
  const data = await file.toBuffer().catch((e: { code?: string }) => {
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(refusals.tooLarge);
    throw e;
  });
  if (file.file.truncated || (max !== undefined && data.length > max)) throw payloadTooLarge(refusals.tooLarge);
  if (data.length === 0) throw badRequest(refusals.missing);
  return { name: file.filename || 'file', data };
}
