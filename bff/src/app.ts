import formbody from '@fastify/formbody';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './appDeps.ts';
import { fastifyTrustProxy } from './auth/trustProxy.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './errors.ts';
import { accessPlugin } from './http/access.ts';
import { inputGuardsPlugin } from './http/inputGuards.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import authPlugin from './plugins/auth.ts';
import webApp from './plugins/webApp.ts';
import { apiRoutes } from './routes/index.ts';
import { seoFiles } from './seo/seoFiles.ts';

/**
 * One log line per request, once it is answered, naming the request: Fastify's default writes a second one
 * when it arrives, which doubled the logging cost of a catalogue answer for nothing an operator reads.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || this.isLogDisabled(request)) super.requestCompleted(error, request, reply);
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.logLevel === 'silent'
        ? false
        : { level: deps.config.logLevel, redact: ['req.headers.authorization', '*.password'] },
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
    logController: new OneLinePerRequest(),
    // Refusals made before any route: the same {code, message} answers as the error handler's.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  installErrorHandler(app);

  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // The checkout's card form posts to the gateway's page.
        formAction: ["'self'", ...gatewayOrigins(deps.config)],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(inputGuardsPlugin);
  await app.register(formbody);
  await app.register(authPlugin);
  await app.register(accessPlugin);

  await app.register(
    async (api) => {
      api.addHook('onSend', async (_request, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      });
      await api.register(apiRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(seoFiles, { publicUrl: deps.config.payments.publicUrl });
  await app.register(webApp, {
    webDist: deps.config.webDist,
    webServerEntry: deps.config.webServerEntry,
    publicUrl: deps.config.payments.publicUrl,
  });

  return app;
}

/** The origins of the configured card gateways' payment pages (none for the sandbox, which is 'self'). */
function gatewayOrigins(config: AppDeps['config']): string[] {
  const urls = [config.payments.globalPay?.url, config.payments.payDollar?.url];
  return [
    ...new Set(urls.filter((url): url is string => url !== undefined).map((url) => new URL(url).origin)),
  ];
}
