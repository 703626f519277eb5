import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ApiFailure } from '../../api/errors.ts';
import type { Database } from '../../db/schema.ts';

const FILE_KEY = /^[a-z0-9-]{1,64}$/;

/**
 * Stored images (the hotel logo and background) from the database, so that any number of
 * stateless instances serve the same files. Images are public: the login screen shows them.
 */
export function registerFileRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  propertyOf: () => Promise<number>,
): void {
  app.get('/api/files/:fileKey', async (request, reply) => {
    const { fileKey } = request.params as { fileKey: string };
    if (!FILE_KEY.test(fileKey)) throw new ApiFailure(404, 'NOT_FOUND', 'Data not found');
    const file = await db
      .selectFrom('stored_file')
      .select(['content_type', 'content'])
      .where('property_id', '=', await propertyOf())
      .where('file_key', '=', fileKey)
      .executeTakeFirst();
    if (!file) throw new ApiFailure(404, 'NOT_FOUND', 'Data not found');
    return (
      reply
        .header('content-type', file.content_type)
        .header('cache-control', 'public, max-age=300')
        // An SVG opened directly must not run script.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.content))
    );
  });
}
