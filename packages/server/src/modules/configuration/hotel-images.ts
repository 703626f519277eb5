import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { ApiFailure, badRequest } from '../../api/errors.ts';
import { type Authorize, type Caller, errorEnvelope, toFailure } from '../../api/pipeline.ts';
import type { Database } from '../../db/schema.ts';
import {
  changeHotel,
  dropStoredFile,
  HOTEL_DETAIL_ENTITY,
  type HotelImage,
  IMAGE_COLUMN,
  lockHotelDetail,
  readHotelDetail,
} from './hotel.ts';

/** Largest image accepted: a logo or a full-screen JPEG background fits well within it. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function looksLikeSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // An XML prolog, comments or a doctype may come first; an SVG is markup with an <svg> element.
  return text.trimStart().startsWith('<') && /<svg[\s>]/.test(text);
}

/** The image types accepted, each with how its first bytes must look. */
const IMAGE_TYPES: Record<string, { name: string; matches: (bytes: Uint8Array) => boolean }> = {
  'image/png': { name: 'PNG', matches: (bytes) => startsWith(bytes, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a]) },
  'image/jpeg': { name: 'JPEG', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  'image/gif': {
    name: 'GIF',
    matches: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  },
  'image/webp': {
    name: 'WebP',
    matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  },
  'image/svg+xml': { name: 'SVG', matches: looksLikeSvg },
};

/**
 * Each image keeps one file key: an upload replaces the file in place, so that a page still showing
 * the old URL (another tab's top bar, the login screen) gets the new image rather than a broken one
 * once its cached copy expires. The keys are the ones the demo hotel was seeded with.
 */
const IMAGE_SLOTS: Record<HotelImage, { fileKey: string }> = {
  logo: { fileKey: 'hotel-logo' },
  background: { fileKey: 'hotel-background' },
};

const isImageSlot = (value: string): value is HotelImage => Object.hasOwn(IMAGE_SLOTS, value);

const unsupported = (message: string) => new ApiFailure(415, 'UNSUPPORTED_IMAGE', message);
const tooLarge = () =>
  new ApiFailure(413, 'IMAGE_TOO_LARGE', `The image is larger than ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`);

function versionOf(query: unknown): number {
  const text = (query as { version?: unknown } | undefined)?.version;
  const version = typeof text === 'string' && /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!(version <= 2_147_483_647)) {
    throw badRequest('The version of the hotel detail is required', [
      { field: 'version', message: 'must be the row version read with the hotel detail' },
    ]);
  }
  return version;
}

/** The media type of the body without its parameters, e.g. 'image/png'. */
const mediaTypeOf = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase() ?? '';

/**
 * POST /api/files/hotel-detail/{logo|background}?version=N with the image as the body (not an
 * envelope: a browser can then report the upload's progress byte by byte). Whoever may update
 * the hotel detail may upload its images: the same entry of the permission table, the same
 * session and XSRF checks as every write, made before the body is read.
 */
export function registerHotelImageRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; authorize: Authorize },
): void {
  const { db, authorize } = options;
  const callers = new WeakMap<FastifyRequest, Caller>();

  app.register(async (scope) => {
    // Only here does a body arrive as bytes; the envelope routes keep their JSON parser.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error, request, reply) => {
      const code = (error as { code?: unknown }).code;
      const failure = code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? tooLarge() : toFailure(error);
      if (failure.status >= 500) request.log.error({ err: error }, 'image upload failed');
      return reply.code(failure.status).send(errorEnvelope(failure, request.id, 'upload'));
    });

    scope.post(
      '/api/files/hotel-detail/:image',
      {
        onRequest: async (request) => {
          callers.set(
            request,
            await authorize(request, { path: 'configuration/HotelDetail', action: 'update', kind: 'write' }),
          );
        },
      },
      async (request, reply) => {
        const caller = callers.get(request);
        if (!caller) throw new Error('The upload was not authorized');
        const { image } = request.params as { image: string };
        if (!isImageSlot(image)) throw new ApiFailure(404, 'NOT_FOUND', `The hotel has no image called ${image}`);
        const version = versionOf(request.query);

        const contentType = mediaTypeOf(request);
        const type = IMAGE_TYPES[contentType];
        if (!type) throw unsupported('Send a PNG, JPEG, WebP, GIF or SVG image');
        const body = request.body;
        if (!(body instanceof Uint8Array) || body.length === 0) {
          throw badRequest('Send the image as the body of the request', [], 'MALFORMED_BODY');
        }
        if (!type.matches(body)) throw unsupported(`The file is not a ${type.name} image`);

        const detail = await db.transaction().execute(async (trx) => {
          const before = await lockHotelDetail(trx, caller.propertyId, version, 'version');
          const { fileKey } = IMAGE_SLOTS[image];
          await trx
            .insertInto('stored_file')
            .values({ property_id: caller.propertyId, file_key: fileKey, content_type: contentType, content: body })
            .onConflict((conflict) =>
              conflict
                .columns(['property_id', 'file_key'])
                .doUpdateSet({ content_type: contentType, content: body, created_at: sql`now()` }),
            )
            .execute();
          await changeHotel(trx, caller.propertyId, { [IMAGE_COLUMN[image]]: fileKey });
          // A hotel set up some other way may have kept the image under another key.
          if (before.files[image] !== fileKey) await dropStoredFile(trx, caller.propertyId, before.files[image]);
          const after = await readHotelDetail(trx, caller.propertyId);
          await trx
            .insertInto('audit_log')
            .values({
              property_id: caller.propertyId,
              actor: caller.actor,
              request_id: request.id,
              path: `files/hotel-detail/${image}`,
              action: 'upload',
              entity: HOTEL_DETAIL_ENTITY,
              entity_id: String(caller.propertyId),
              before: JSON.stringify(before.detail),
              after: JSON.stringify({ ...after.detail, upload: { image, contentType, bytes: body.length } }),
            })
            .execute();
          // The image keys are deferred foreign keys: checked here, so a failure maps like the others.
          await sql`set constraints all immediate`.execute(trx);
          return after.detail;
        });
        return reply.code(200).send({ apiResponse: { id: 0, desc: 'Success', action: 'upload' }, data: [detail] });
      },
    );
  });
}
