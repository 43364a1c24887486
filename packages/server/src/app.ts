import { existsSync } from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { isAppPage } from '@bible-admin/contract';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { AppDeps } from './deps';
import { errorBody, installErrorHandler, notFound, toHttpError } from './http/errors';
import { redactingLogger } from './http/logging';
import { prerenderedPages } from './http/prerendered';
import { securityHeaders } from './http/securityHeaders';
import { exposeMetrics } from './metrics/httpMetrics';
import { scheduleAuditPruning } from './services/audit';
import { accountRoutes } from './routes/account';
import { auditRoutes } from './routes/audit';
import { teamRoutes } from './routes/team';
import { twoFactorRoutes } from './routes/twoFactor';
import { chapterRoutes } from './routes/chapters';
import { mediaRoutes } from './routes/media';
import { ttsRoutes } from './routes/tts';
import { verseRoutes } from './routes/verses';
import { authRoutes } from './routes/auth';
import { passwordResetRoutes } from './routes/passwordReset';
import { dashboardRoutes } from './routes/dashboard';
import { healthRoutes } from './routes/health';
import { docsRoutes } from './routes/docs';
import { planRoutes } from './routes/plans';
import { profileRoutes } from './routes/profile';
import { sessionRoutes } from './routes/sessions';
import { settingsRoutes } from './routes/settings';
import { stripeRoutes } from './routes/stripe';
import { transactionRoutes } from './routes/transactions';
import { userRoutes } from './routes/users';

/** The app's icon (packages/app/public), also sent for /favicon.ico. */
const FAVICON = 'favicon.svg';

/**
 * Vite names every file under assets/ by a hash of its content, so a browser may keep one for a year without
 * asking again; anything else (the pages, the icon) it must check each time, or a new build's page could
 * name assets the browser's old copy does not.
 */
function appCacheControl(appDir: string, file: string): string {
  return path.relative(appDir, file).split(path.sep)[0] === 'assets'
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** The built web app (packages/app/dist): served at / with a history fallback when present. */
  appDir?: string;
}

/** The whole HTTP surface: plugins, error envelope, one plugin per resource, the built app. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}) {
  const { config } = deps;
  const app = Fastify({
    logger: redactingLogger(options.logger),
    bodyLimit: config.bodyLimitBytes,
    // A hop count: the client is the X-Forwarded-For entry that many proxies from the socket. Written as a
    // function because Fastify's number form now trusts nothing; the server must be reachable only through
    // its proxies (README: listen on 127.0.0.1), or a direct client's own header would count.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop < config.trustProxy : false,
    // Router errors (bad URL encoding, an over-long path parameter) bypass the error handler otherwise.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const httpError = toHttpError(error, config);
      void reply.code(httpError.statusCode).send(errorBody(httpError));
    },
  });
  app.decorate('deps', deps);
  app.decorateRequest('auth', null);
  installErrorHandler(app, config);
  await securityHeaders(app);
  exposeMetrics(app, deps);

  // Old audit events go when the app is ready (so at every start) and then every hour.
  const auditPruning = scheduleAuditPruning(deps.db, config.auditRetentionDays, (error) =>
    app.log.error({ err: error }, 'audit pruning failed'),
  );
  app.addHook('onReady', auditPruning.start);
  app.addHook('onClose', async () => auditPruning.stop());

  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  await app.register(multipart, {
    limits: {
      fileSize: config.uploadLimitBytes,
      files: config.uploadMaxFiles,
      fields: 300,
      parts: 400,
      fieldSize: config.bodyLimitBytes,
    },
  });

  await app.register(healthRoutes);
  await app.register(docsRoutes);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(accountRoutes);
  await app.register(dashboardRoutes);
  await app.register(userRoutes);
  await app.register(transactionRoutes);
  await app.register(planRoutes);
  await app.register(settingsRoutes);
  await app.register(profileRoutes);
  await app.register(sessionRoutes);
  await app.register(stripeRoutes);
  await app.register(chapterRoutes);
  await app.register(verseRoutes);
  await app.register(ttsRoutes);
  await app.register(mediaRoutes);
  await app.register(auditRoutes);
  await app.register(teamRoutes);
  await app.register(twoFactorRoutes);

  const appDir =
    options.appDir && existsSync(path.join(options.appDir, 'index.html')) ? options.appDir : null;
  if (appDir) {
    await app.register(fastifyStatic, {
      root: appDir,
      prefix: '/',
      // The build writes x.br and x.gz beside each text file: sent by Accept-Encoding, with Vary.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => void reply.header('cache-control', appCacheControl(appDir, file)),
      // `/` is a page like the others (prerendered, or the app): the not-found handler below sends it.
      allowedPath: (pathname) => pathname !== '/',
    });
  }
  const prerendered = appDir ? prerenderedPages(appDir) : null;
  // Browsers and tools ask for /favicon.ico whatever the page links: the app's SVG icon answers it.
  if (appDir && existsSync(path.join(appDir, FAVICON))) {
    app.get('/favicon.ico', (_request, reply) => {
      void reply.type('image/svg+xml').sendFile(FAVICON);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !/^\/(api|media)(\/|$)/.test(request.url);
    // A path no page knows still gets the app (it draws the 404), with the status a crawler or a check reads.
    if (appDir && isPage) {
      const status = isAppPage(request.url.split('?')[0] ?? '') ? 200 : 404;
      // A public page is sent drawn (the app hydrates it); any other gets the app, which draws it.
      const page = prerendered?.find(request.url, request.headers['accept-language']);
      if (page?.bilingual) void reply.header('vary', 'accept-language');
      // Sent, not returned: a returned reply is awaited, which adds one more listener to a response that the
      // file stream already listens to (Node warned of a leak past ten).
      void reply
        .code(status)
        .type('text/html')
        .sendFile(page?.file ?? 'index.html');
      return;
    }
    return reply
      .code(404)
      .send(
        errorBody(
          notFound('not_found', 'Not found', `No route for ${request.method} ${request.url.split('?')[0]}`),
        ),
      );
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
