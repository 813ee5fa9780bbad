import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { SIZE_GUIDE_PATH_PREFIX, sizeGuideFile } from '../domain/product-options/size-guides';
import { notFound } from '../lib/http-error';

/** The size guides product pages link to (spec 2.3): committed PDFs, served as they are. */
export function sizeGuideRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(`${SIZE_GUIDE_PATH_PREFIX}:file`, async (request, reply) => {
    const path = sizeGuideFile(request.params.file);
    const pdf = path ? await readFile(path).catch(() => null) : null;
    if (!pdf) throw notFound('No such size guide.');
    return reply
      .type('application/pdf')
      .header('Cache-Control', 'public, max-age=86400')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `inline; filename="${request.params.file}"`)
      .send(pdf);
  });
}
