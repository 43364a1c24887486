import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content Security Policy of every reply. The built app loads only its own files: no inline or
 * foreign script. Styles allow 'unsafe-inline' because styled-components writes its rules into style
 * elements at run time. Nothing may frame the app (clickjacking), and no plain-http upgrade is asked:
 * the server often runs on plain http at 127.0.0.1, where TLS is a reverse proxy's job.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'upgrade-insecure-requests': null,
};

/** The app uses no camera, microphone or location: no page (nor anything it embeds) may ask for them. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/**
 * Security headers on every reply (helmet: CSP, X-Frame-Options DENY, nosniff, Referrer-Policy
 * no-referrer, …; and the Permissions-Policy), and `Cache-Control: no-store` on every API reply: they
 * carry sessions and personal data, which no browser or proxy cache may keep. Routes that set their own
 * Cache-Control (media) keep it. The middleware is built once (@fastify/helmet built it again for every request: ~8% of a list page's time).
 */
export async function securityHeaders(app: FastifyInstance): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  // helmet throws its errors (since 8.1); its callback only says it is done.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    setHeaders(request.raw, reply.raw, () => done());
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
