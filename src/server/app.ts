import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { DEFAULT_STORE_CODE } from '../../config/stores';
import { DEFAULT_SESSION_LIFETIME, defaultCaptchaDifficulty, type ServerEnv } from '../../config/env';
import type { Database } from './db/types';
import { HttpError } from './lib/http-error';
import { Pacer } from './lib/pacer';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { RequestLogController } from './lib/request-log';
import { proofOfWorkCaptcha } from './domain/security/captcha-pow';
import { StoreRegistry } from './domain/store/store-registry';
import { registerContractRoutes } from './plugins/contract-router';
import { registerCookies } from './plugins/cookies';
import type { DevToolsAccess } from './plugins/dev-tools-access';
import { registerErrorHandling } from './plugins/errors';
import { registerFormUrlencoded } from './plugins/form-urlencoded';
import { registerSecurityHeaders, thirdPartyOrigins } from './plugins/security-headers';
import { contentLanguage, storeCodeOfPath } from './plugins/content-language';
import { registerSpa } from './plugins/spa';
import { registerServiceWorker } from './plugins/service-worker';
import { loadPageRenderer } from './plugins/server-render/page-renderer';
import { PageCache } from './plugins/server-render/page-cache';
import { CriticalCssInliner } from './plugins/server-render/critical-css';
import { alternateLinksHtml, pageAlternates } from './domain/seo/page-alternates';
import { accountRoutes } from './routes/account';
import { apiDocsRoutes } from './routes/api-docs';
import { captchaRoutes } from './routes/captcha';
import { cartRoutes } from './routes/cart';
import { catalogRoutes } from './routes/catalog';
import { checkoutPages } from './routes/checkout-pages';
import { checkoutRoutes } from './routes/checkout';
import { compareRoutes } from './routes/compare';
import { contentRoutes } from './routes/content';
import { createContentService } from './domain/content/content-service';
import { pageStatuses } from './routes/page-status';
import { customerRoutes } from './routes/customer';
import { shopOrigin, type RouteDeps } from './routes/deps';
import { healthRoutes } from './routes/health';
import { mailRelay } from './routes/mail-relay';
import { mediaShareRoutes } from './routes/media-share';
import { mediaRoutes } from './routes/media';
import { careDocumentRoutes } from './routes/care-documents';
import { menuRoutes } from './routes/menu';
import { passwordResetRoutes } from './routes/password-reset';
import { newsletterRoutes } from './routes/newsletter';
import { contactRoutes } from './routes/contact';
import { stockAlertRoutes } from './routes/stockalert';
import { reservationRoutes } from './routes/reservation';
import { storeLocatorRoutes } from './routes/store-locator';
import { registrationRoutes } from './routes/registration';
import { watchRegistrationRoutes } from './routes/watch-registration';
import { boutiqueRoutes } from './routes/boutique';
import { sizeGuideRoutes } from './routes/size-guides';
import { storeRoutes } from './routes/store';
import { strapsRoutes } from './routes/straps';
import { addressRoutes } from './routes/addresses';
import { popupRoutes } from './routes/popups';
import { wishlistRoutes } from './routes/wishlist';
import { myWatchesRoutes } from './routes/my-watches';
import { returnLabelDownloadRoute, returnLabelRoutes } from './routes/return-label';
import { seoRoutes } from './routes/seo';
import { tagManagerStandIn } from './routes/tag-manager-stand-in';
import { DEFAULT_INTEGRATIONS } from './domain/store/store-config';

export interface AppOptions {
  db: Database;
  env: Pick<ServerEnv, 'validateResponses' | 'secureCookies' | 'gtmContainerId' | 'logLevel' | 'nodeEnv'> &
    Partial<Pick<ServerEnv, 'trustProxy'>> &
    Partial<
      Pick<
        ServerEnv,
        | 'devMailbox'
        | 'sandboxApprovals'
        | 'smtpUrl'
        | 'mailFrom'
        | 'publicUrl'
        | 'erpToken'
        | 'boutiqueToken'
        | 'captchaDifficulty'
        | 'mapTiles'
        | 'visitorCountryHeader'
      >
    > &
    Partial<
      Pick<
        ServerEnv,
        | 'sessionLifetime'
        | 'tagManagerScriptUrl'
        | 'chatScriptUrl'
        | 'serverRendering'
        | 'pageCache'
        | 'serviceWorker'
      >
    >;
  /** Directory of the built client (index.html + static/); pages answer 503 until it is built. */
  clientDir: string;
  /** Directory of the API reference (`npm run docs`); by default `docs` beside the client's (build/docs). */
  docsDir?: string;
  /** The development tools' token (printed at boot); without it they answer this machine only. */
  devTools?: DevToolsAccess;
  version?: string;
  logger?: FastifyServerOptions['logger'];
  /** Holds failed sign-ins back; tests hand in one that records instead of sleeping. */
  signInPacer?: Pacer;
}

/** At most this many failed sign-ins are held back at once (each holds a timer and a connection). */
const SIGN_IN_HELD_MAX = 200;

/** The whole server as one instance, so tests can build it in-process and `inject` requests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: options.env.logLevel },
    // One concise line per request (method, path, status, time) instead of two JSON lines with the whole request.
    logController: new RequestLogController(),
    bodyLimit: 64 * 1024,
    // Longer than any path parameter the contract allows, so the contract (not the router) rejects long ones.
    routerOptions: { maxParamLength: 512 },
    // Router-level errors (a URL that is not valid percent-encoding) leave in the contract's error shape too.
    frameworkErrors: (_error, _request, reply) => {
      const body = new HttpError(400, 'validation_failed', 'The URL is not valid.', 'path').toBody();
      // Before any hook runs, so before the security headers: this answer sets its own.
      void (reply as FastifyReply)
        .code(400)
        .header('X-Content-Type-Options', 'nosniff')
        .type('application/json')
        .send(body);
    },
    // Only the configured proxy hops: otherwise any client could choose the address its rate limits count.
    trustProxy: fastifyTrustProxy(options.env.trustProxy),
    // Request ids in every log line, so one request can be followed end to end.
    genReqId: () => Math.random().toString(36).slice(2, 10),
  });
  // Errors are worded in the store's language: the registry is handed in once loaded, below.
  const loaded: { stores?: StoreRegistry } = {};
  registerErrorHandling(app, () => loaded.stores);
  await registerSecurityHeaders(app, { tls: options.env.secureCookies });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  registerCookies(app);
  registerFormUrlencoded(app);

  const stores = await StoreRegistry.load(options.db, DEFAULT_STORE_CODE);
  loaded.stores = stores;
  const cookies = {
    secure: options.env.secureCookies,
    lifetime: options.env.sessionLifetime ?? DEFAULT_SESSION_LIFETIME,
  };
  const integrations = {
    tagManagerScriptUrl: options.env.tagManagerScriptUrl ?? DEFAULT_INTEGRATIONS.tagManagerScriptUrl,
    chatScriptUrl: options.env.chatScriptUrl ?? null,
  };
  const deps: RouteDeps = {
    db: options.db,
    stores,
    env: {
      gtmContainerId: options.env.gtmContainerId,
      integrations,
      devMailbox: options.env.devMailbox ?? false,
      sandboxApprovals: options.env.sandboxApprovals ?? options.env.nodeEnv !== 'production',
      smtpUrl: options.env.smtpUrl,
      mailFrom: options.env.mailFrom,
      publicUrl: options.env.publicUrl,
      erpToken: options.env.erpToken,
      boutiqueToken: options.env.boutiqueToken,
      mapTiles: options.env.mapTiles ?? null,
      visitorCountryHeader: options.env.visitorCountryHeader,
    },
    cookies,
    devTools: options.devTools,
    version: options.version ?? '0.0.0',
    startedAt: Date.now(),
  };
  const captcha = proofOfWorkCaptcha(options.db, {
    difficulty: options.env.captchaDifficulty ?? defaultCaptchaDifficulty(options.env.nodeEnv),
  });
  // One content service for the story API and the story pages' statuses: a page view warms its story.
  const content = createContentService(options.db);
  registerContractRoutes(app, {
    db: options.db,
    stores,
    cookies,
    validateResponses: options.env.validateResponses,
    handlers: {
      ...healthRoutes(deps),
      ...storeRoutes(deps),
      ...catalogRoutes(deps),
      ...menuRoutes(deps),
      ...customerRoutes(deps, captcha, options.signInPacer ?? new Pacer(SIGN_IN_HELD_MAX)),
      ...accountRoutes(deps),
      ...cartRoutes(deps),
      ...checkoutRoutes(deps),
      ...compareRoutes(deps),
      ...contentRoutes(deps, content),
      ...stockAlertRoutes(deps),
      ...captchaRoutes(captcha),
      ...reservationRoutes(deps, captcha),
      ...storeLocatorRoutes(deps),
      ...boutiqueRoutes(deps),
      ...strapsRoutes(deps),
      ...registrationRoutes(deps),
      ...watchRegistrationRoutes(deps, captcha),
      ...passwordResetRoutes(deps),
      ...addressRoutes(deps),
      ...wishlistRoutes(deps),
      ...myWatchesRoutes(deps),
      ...newsletterRoutes(deps),
      ...contactRoutes(deps),
      ...returnLabelRoutes(deps, captcha),
      ...popupRoutes(deps),
    },
  });
  mediaRoutes(app, deps);
  mediaShareRoutes(app, deps);
  careDocumentRoutes(app, deps);
  sizeGuideRoutes(app);
  checkoutPages(app, deps);
  mailRelay(app, deps);
  returnLabelDownloadRoute(app, deps);
  seoRoutes(app, deps);
  await apiDocsRoutes(app, options.docsDir ?? join(options.clientDir, '..', 'docs'));
  registerServiceWorker(app, {
    clientDir: options.clientDir,
    stores,
    enabled: options.env.serviceWorker ?? true,
    cacheFiles: options.env.nodeEnv === 'production',
  });
  const origin = shopOrigin(deps.env);
  const alternates = pageAlternates(deps.db, deps.stores, origin);
  const production = options.env.nodeEnv === 'production';
  const renderer =
    options.env.serverRendering === false
      ? null
      : loadPageRenderer(app, join(options.clientDir, '..'), !production);
  const pageCache = renderer && production && options.env.pageCache !== false ? new PageCache() : null;
  const criticalCss = pageCache ? new CriticalCssInliner(options.clientDir) : null;
  if (pageCache) {
    const unsubscribe = deps.db.changes.subscribe(() => pageCache.clear());
    app.addHook('onClose', async () => {
      unsubscribe();
      await criticalCss?.close();
    });
  }
  await registerSpa(app, {
    clientDir: options.clientDir,
    defaultStoreCode: stores.defaultStoreCode,
    cacheShell: production,
    shell: {
      tagManager: options.env.gtmContainerId !== null,
      mapTiles: options.env.mapTiles ?? null,
      thirdPartyOrigins: thirdPartyOrigins(integrations),
    },
    languageOf: (path) => {
      const code = storeCodeOfPath(path);
      return (code && stores.find(code)?.languageCode) || null;
    },
    statusOf: pageStatuses(deps, content),
    renderer,
    pageCache,
    criticalCss,
    origin,
    alternatesOf: async (storeCode, page) => alternateLinksHtml(await alternates(storeCode, page)),
  });
  contentLanguage(app, stores);
  tagManagerStandIn(app, deps.env.devMailbox || deps.env.sandboxApprovals, options.devTools);
  return app;
}
