import type { FastifyInstance } from 'fastify';
import { type DevToolsAccess, mayUseDevTools } from '../plugins/dev-tools-access';

export const TAG_MANAGER_STAND_IN_PATH = '/dev/tag-manager.js';

/**
 * What the stand-in does once loaded: what a real container's first act is (it announces itself on the
 * dataLayer), and nothing else. It lets a demo or a browser journey watch the consent rule (no tag script
 * before analytics consent) with TAG_MANAGER_SCRIPT_URL=/dev/tag-manager.js, without reaching a real tag host.
 */
const STAND_IN_SCRIPT = `(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  var id = new URL(document.currentScript ? document.currentScript.src : location.href).searchParams.get('id');
  layer.push({ event: 'gtm.load', 'gtm.container': id });
})();
`;

/** A development tool like the mailbox: on only with them, and for this machine or the tools' token. */
export function tagManagerStandIn(app: FastifyInstance, enabled: boolean, devTools?: DevToolsAccess): void {
  app.get(TAG_MANAGER_STAND_IN_PATH, async (request, reply) => {
    if (!enabled || !mayUseDevTools(request, devTools)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/javascript; charset=utf-8')
      .send(STAND_IN_SCRIPT);
  });
}
