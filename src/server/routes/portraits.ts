import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  encryptionMetadataSchema,
  portraitLimits,
  portraitPathQuery,
  portraitUpdate,
  portraitUploadFields,
  type EncryptionMetadataInput,
  type PortraitList,
} from '../../shared/schemas/portraits.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { portraitMessages } from '../../shared/schemas/portraits.ts';
import { createPortraitUrlSigner } from '../domain/portrait-urls.ts';
import {
  assertPortraitPath,
  deletePortrait,
  findOwnPortraitByPath,
  listPortraits,
  portraitExists,
  setMainPortrait,
  uploadPortrait,
} from '../domain/portraits.ts';
import { consumeRateLimit } from '../domain/rate-limit.ts';
import { limits } from '../domain/rate-limits.ts';
import { AppError, fromZodError } from '../errors.ts';
import { requireCaller } from '../http/authenticate.ts';
import { readJson, readQuery } from '../http/validate.ts';

/** The photo plus the form's other fields and multipart boundaries. */
export const portraitUploadBodyLimit = portraitLimits.maxBytes + 1024 * 1024;

/** The upload carries a photo: it gets its own body limit instead of the API's default one. */
export const isPortraitUpload = (c: Context) => c.req.method === 'POST' && c.req.path === '/api/portraits';

function readEncryption(fields: { encrypted: 'true' | 'false'; encryptionMetadata?: string }): EncryptionMetadataInput | null {
  const field = 'encryptionMetadata';
  if (fields.encrypted === 'false') {
    if (fields.encryptionMetadata !== undefined) {
      throw new AppError('VALIDATION_FAILED', 'encryptionMetadata is only sent with an encrypted portrait.', field);
    }
    return null;
  }
  if (!fields.encryptionMetadata) throw new AppError('VALIDATION_FAILED', 'An encrypted portrait needs its encryptionMetadata.', field);
  let json: unknown;
  try {
    json = JSON.parse(fields.encryptionMetadata);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'encryptionMetadata must be JSON.', field);
  }
  const parsed = encryptionMetadataSchema.safeParse(json);
  if (!parsed.success) {
    const error = fromZodError(parsed.error);
    throw new AppError(error.code, error.message, error.field ? `${field}.${error.field}` : field);
  }
  return parsed.data;
}

/** Portraits of a parent's children (owner-only; another parent's portrait is a 404). */
export function portraitRoutes(deps: AppDeps) {
  const signer = createPortraitUrlSigner(deps.db);
  return (
    new Hono<AppEnv>()
      // The signed link is the credential here: an <img> cannot send a bearer token.
      .get('/file', async (c) => {
        const path = c.req.query('path') ?? '';
        assertPortraitPath(path);
        const maxAge = await signer.verify(path, c.req.query('expires'), c.req.query('signature'));
        const file = (await portraitExists(deps.db, path)) ? await deps.storage.get(path) : null;
        if (!file) throw AppError.notFound('No such portrait.');
        return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': 'image/jpeg',
          'Cache-Control': `private, max-age=${maxAge}`,
          'Content-Disposition': 'inline',
        });
      })
      .use(requireCaller(deps))
      .get('/', async (c) => c.json<PortraitList>({ portraits: await listPortraits(deps.db, c.get('caller').userId) }))
      .get('/signed-url', async (c) => {
        const { path } = readQuery(c, portraitPathQuery);
        const portrait = await findOwnPortraitByPath(deps.db, c.get('caller').userId, path);
        if (portrait.isEncrypted) {
          throw new AppError('BAD_REQUEST', 'This portrait is encrypted: fetch it with /api/portraits/encrypted-blob.', 'path');
        }
        return c.json(await signer.sign(portrait.path));
      })
      .get('/encrypted-blob', async (c) => {
        const { path } = readQuery(c, portraitPathQuery);
        const portrait = await findOwnPortraitByPath(deps.db, c.get('caller').userId, path);
        if (!portrait.isEncrypted) {
          throw new AppError('BAD_REQUEST', 'This portrait is not encrypted: use /api/portraits/signed-url.', 'path');
        }
        const file = await deps.storage.get(portrait.path);
        if (!file) throw AppError.notFound('No such portrait.');
        return c.body(file.body as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/octet-stream' });
      })
      .post(
        '/',
        bodyLimit({
          maxSize: portraitUploadBodyLimit,
          onError: () => {
            throw new AppError('PAYLOAD_TOO_LARGE', portraitMessages.tooLarge, 'file');
          },
        }),
        async (c) => {
          const { userId } = c.get('caller');
          await consumeRateLimit(deps.db, limits.portraitUpload.for(userId));
          const form = await c.req.parseBody().catch((error: unknown) => {
            if (error instanceof AppError) throw error;
            throw new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.');
          });
          // The file's name and declared type are never used: the bytes decide, the server names it.
          const { file, ...rest } = form;
          if (!(file instanceof File)) throw new AppError('VALIDATION_FAILED', 'Please choose a photo to upload.', 'file');
          const fields = portraitUploadFields.safeParse(rest);
          if (!fields.success) throw fromZodError(fields.error);
          const encryption = readEncryption(fields.data);
          const limit = portraitLimits.maxBytes + (encryption ? portraitLimits.gcmTagBytes : 0);
          if (file.size > limit) throw new AppError('PAYLOAD_TOO_LARGE', portraitMessages.tooLarge, 'file');
          const portrait = await uploadPortrait(deps, userId, {
            childId: fields.data.childId,
            bytes: new Uint8Array(await file.arrayBuffer()),
            encryption,
            portraitId: fields.data.portraitId,
          });
          return c.json(portrait, 201);
        },
      )
      .patch('/:id', async (c) => {
        const { isMain } = await readJson(c, portraitUpdate);
        return c.json(await setMainPortrait(deps, c.get('caller').userId, c.req.param('id'), isMain));
      })
      .delete('/:id', async (c) => {
        await deletePortrait(deps, c.get('caller').userId, c.req.param('id'));
        return c.body(null, 204);
      })
  );
}
