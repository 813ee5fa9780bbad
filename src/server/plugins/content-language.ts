import type { FastifyInstance } from 'fastify';
import type { StoreRegistry } from '../domain/store/store-registry';
import { StoreCodeParameter } from '../../common/contract/facts.gen';

/** The store view a path belongs to: `/{store}/…` (pages, store-scoped controllers) or `/rest/{store}/…`. */
export function storeCodeOfPath(path: string): string | null {
  const [root, first = '', second = ''] = path.split('/');
  if (root !== '') return null;
  const code = first === 'rest' ? second : first;
  return StoreCodeParameter.pattern.test(code) ? code : null;
}

/**
 * Every answer of a known store view says its language (`Content-Language: fr-CH`), pages and API alike: the
 * messages, e-mails and catalogue text it carries are in that store's language (issue 13). Answers outside a
 * store (media, health, static files) say nothing.
 */
export function contentLanguage(app: FastifyInstance, stores: StoreRegistry): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const code = storeCodeOfPath(request.url.split('?')[0] ?? '');
    const store = code ? stores.find(code) : undefined;
    if (store && !reply.hasHeader('Content-Language')) reply.header('Content-Language', store.locale);
    return payload;
  });
}
