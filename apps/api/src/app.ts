import { LIMITS } from '@resume/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { fastSerializerCompiler } from './lib/fast-serializer';
import { LOG_REDACT, logSerializers } from './lib/log-serializers';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { premiumAdminRoutes } from './modules/admin/routes';
import { aiReadingRoutes } from './modules/ai/reader/routes';
import { aiRoutes } from './modules/ai/routes';
import { analysisRoutes } from './modules/analysis/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { applicationRoutes } from './modules/applications/routes';
import { authPlugin } from './modules/auth/auth-plugin';
import { credentialsRoutes } from './modules/auth/credentials-routes';
import { authRoutes } from './modules/auth/routes';
import { demoCheckoutRoutes } from './modules/billing/demo-checkout-routes';
import { billingRoutes } from './modules/billing/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { coverLetterRoutes } from './modules/cover-letters/routes';
import { exportRoutes } from './modules/export/routes';
import { drainPlugin } from './modules/health/drain';
import { healthRoutes } from './modules/health/routes';
import { mailboxRoutes } from './modules/mail/mailbox-routes';
import { publicLinksPlugin } from './modules/public-links/plugin';
import { resumeRoutes } from './modules/resumes/routes';
import { resumeUploadRoutes } from './modules/resumes/upload-routes';
import { tailoringRoutes } from './modules/tailoring/routes';
import { userRoutes } from './modules/users/routes';
import { versionRoutes } from './modules/versions/routes';
import { bodyParsersPlugin } from './plugins/app/body-parsers';
import {
  clientErrorHandler,
  errorHandlerPlugin,
  frameworkErrorHandler,
  MAX_HEADER_SIZE,
} from './plugins/app/error-handler';
import { metricsPlugin } from './plugins/app/metrics';
import { requestIdFor, requestIdPlugin } from './plugins/app/request-id';
import { securityHeaders, securityHeadersPlugin } from './plugins/app/security-headers';
import { spaPlugin } from './plugins/app/spa';
import { swaggerPlugin } from './plugins/external/swagger';

export type BuildOptions = {
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

/** Builds the whole server from its dependencies; no global state, so tests can build many. */
export async function buildApp(deps: AppDeps, { logStream }: BuildOptions = {}): Promise<FastifyInstance> {
  const headers = securityHeaders(deps.config.env);
  const app = Fastify({
    logger:
      deps.config.logLevel === 'silent'
        ? false
        : {
            level: deps.config.logLevel,
            redact: LOG_REDACT,
            serializers: logSerializers,
            ...(logStream ? { stream: logStream } : {}),
          },
    // Every line a request causes carries its id (`reqId`), echoed as X-Request-Id.
    genReqId: requestIdFor,
    requestIdHeader: false,
    bodyLimit: LIMITS.jsonBodyMaxBytes,
    // The client's address (rate limits, logs): the proxies' last hop, never what a client wrote.
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    http: { maxHeaderSize: MAX_HEADER_SIZE },
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler: clientErrorHandler(headers),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(fastSerializerCompiler);
  app.decorate('deps', deps);

  // First: every later hook may fail, and its answer must carry the headers too.
  await app.register(securityHeadersPlugin);
  await app.register(requestIdPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(bodyParsersPlugin);
  await app.register(drainPlugin);
  await app.register(metricsPlugin);
  await app.register(swaggerPlugin);
  await app.register(authPlugin);
  await app.register(healthRoutes);
  await app.register(mailboxRoutes);
  await app.register(demoCheckoutRoutes);
  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(credentialsRoutes);
      await api.register(premiumAdminRoutes);
      await api.register(analyticsRoutes);
      await api.register(resumeRoutes);
      await api.register(resumeUploadRoutes);
      await api.register(analysisRoutes);
      await api.register(catalogRoutes);
      await api.register(exportRoutes);
      await api.register(coverLetterRoutes);
      await api.register(tailoringRoutes);
      await api.register(versionRoutes);
      await api.register(applicationRoutes);
      await api.register(aiRoutes);
      await api.register(aiReadingRoutes);
      await api.register(billingRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(publicLinksPlugin);
  await app.register(spaPlugin, { distDir: deps.config.webDistDir });
  return app;
}
