import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messages } from '../shared/messages.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { AppError, toErrorResponse } from './errors.ts';
import { resolveClientIp, withClientAddress } from './http/client-ip.ts';
import { requireAllowedHost } from './http/allowed-hosts.ts';
import { accessLog } from './http/access-log.ts';
import { compressWhenAccepted } from './http/compression.ts';
import { closeConnectionsWhenStopping } from './http/graceful-stop.ts';
import { forgetCallersAfterIdentityChanges } from './http/identity-changes.ts';
import { securityHeaders } from './http/security-headers.ts';
import { noStoreByDefault } from './http/no-store.ts';
import { requestIds } from './http/request-id.ts';
import { inOrder, underPath } from './http/in-order.ts';
import { mountStaticSite } from './http/static-site.ts';
import { hasNoBody, refuseUnstorableUrl } from './http/validate.ts';
import { identityBasePath } from './identity/auth.ts';
import { adminRoutes } from './routes/admin.ts';
import { authRoutes } from './routes/auth.ts';
import { blogRoutes } from './routes/blog.ts';
import { childrenRoutes } from './routes/children.ts';
import { companionRoutes } from './routes/companions.ts';
import { illustrationRoutes } from './routes/illustrations.ts';
import { pictureRoutes } from './routes/pictures.ts';
import { isLabRecordingUpload, labRoutes } from './routes/lab.ts';
import { creditsRoutes } from './routes/credits.ts';
import { isPortraitUpload, portraitRoutes } from './routes/portraits.ts';
import { privacyRoutes } from './routes/privacy.ts';
import { contactRoutes } from './routes/contact.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { paymentRoutes, paymentWebhookRoutes } from './routes/payment.ts';
import { publicShareRoutes, storyShareRoutes } from './routes/shares.ts';
import { sharePreview } from './domain/story-shares.ts';
import { blogPostPreview } from './domain/blog.ts';
import { siteRoutes } from './routes/site.ts';
import { isStoryCreation, storiesRoutes, storyRequestBodyLimit } from './routes/stories.ts';
import { storyNarrationRoutes } from './routes/story-narration.ts';
import { storyEditRoutes } from './routes/story-edits.ts';
import { isRecordingUpload, storyRecordingRoutes } from './routes/story-recordings.ts';
import { isVoiceUpload, voiceRoutes } from './routes/voices.ts';
import { storyPdfRoutes } from './routes/story-pdf.ts';
import { libraryAdminRoutes } from './routes/library-admin.ts';
import { libraryReaderRoutes, libraryRoutes } from './routes/library.ts';
import { templateRoutes } from './routes/templates.ts';
import { templateAdminRoutes } from './routes/template-admin.ts';

export interface AppOptions {
  /** The built web app to serve; API-only when absent. */
  webRoot?: string;
  /** Aborted when the process is asked to stop: streams end and connections close behind answers. */
  stopping?: AbortSignal;
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  const defaultBodyLimit = bodyLimit({
    maxSize: deps.config.BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', messages.errors.bodyTooLarge);
    },
  });
  // A new story may carry an unlocked portrait (at most 2 MB, as base64) for its reference picture.
  const storyBodyLimit = bodyLimit({
    maxSize: Math.max(deps.config.BODY_LIMIT_BYTES, storyRequestBodyLimit),
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', messages.errors.bodyTooLarge);
    },
  });
  const apiLayers = inOrder<AppEnv>(
    noStoreByDefault(),
    (c, next) => {
      if (hasNoBody(c) || isPortraitUpload(c) || isRecordingUpload(c) || isVoiceUpload(c) || isLabRecordingUpload(c)) return next();
      return isStoryCreation(c) ? storyBodyLimit(c, next) : defaultBodyLimit(c, next);
    },
    refuseUnstorableUrl,
    forgetCallersAfterIdentityChanges(deps.identity.callers),
  );

  // One layer of Hono's chain before any route: every request's middleware, then the API's.
  app.use(
    inOrder(
      requestIds(),
      ...(options.stopping ? [closeConnectionsWhenStopping(options.stopping)] : []),
      accessLog(deps.log),
      resolveClientIp(deps.config.TRUST_PROXY),
      requireAllowedHost(deps.config),
      securityHeaders(),
      compressWhenAccepted(),
      underPath('/api', apiLayers),
    ),
  );

  const api = new Hono<AppEnv>();
  api.on(['GET', 'POST'], `${identityBasePath.replace(/^\/api/, '')}/*`, (c) =>
    deps.identity.auth.handler(withClientAddress(c)),
  );
  api.route('/', siteRoutes(deps));
  api.route('/auth', authRoutes(deps));
  api.route('/privacy', privacyRoutes(deps));
  api.route('/admin/library', libraryAdminRoutes(deps));
  api.route('/admin/templates', templateAdminRoutes(deps));
  api.route('/admin', adminRoutes(deps));
  api.route('/lab', labRoutes(deps));
  api.route('/children', childrenRoutes(deps));
  api.route('/companions', companionRoutes(deps));
  api.route('/credits', creditsRoutes(deps));
  api.route('/payment/webhook', paymentWebhookRoutes(deps));
  api.route('/payment', paymentRoutes(deps));
  api.route('/stories', libraryReaderRoutes(deps));
  api.route('/stories', illustrationRoutes(deps));
  api.route('/library', libraryRoutes(deps));
  api.route('/templates', templateRoutes(deps));
  api.route('/stories', storiesRoutes(deps, undefined, options.stopping));
  api.route('/stories', storyNarrationRoutes(deps));
  api.route('/stories', storyEditRoutes(deps));
  api.route('/stories', storyRecordingRoutes(deps));
  api.route('/stories', storyPdfRoutes(deps));
  api.route('/stories', storyShareRoutes(deps));
  api.route('/share', publicShareRoutes(deps));
  api.route('/portraits', portraitRoutes(deps));
  api.route('/pictures', pictureRoutes(deps));
  api.route('/voices', voiceRoutes(deps));
  api.route('/newsletter', newsletterRoutes(deps));
  api.route('/contact', contactRoutes(deps));
  api.route('/blog', blogRoutes(deps));
  api.all('*', () => {
    throw AppError.notFound('No such API endpoint.');
  });
  app.route('/api', api);

  if (options.webRoot) {
    mountStaticSite(app, options.webRoot, {
      sharePreview: (shareUuid) => sharePreview(deps.db, shareUuid),
      blogPostPreview: (slug) => blogPostPreview(deps.db, slug),
      publicUrl: deps.config.PUBLIC_URL,
    });
  }

  app.onError((error, c) => toErrorResponse(c, error));
  app.notFound((c) => toErrorResponse(c, AppError.notFound()));
  return app;
}
