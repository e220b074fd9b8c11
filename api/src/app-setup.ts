import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express from 'express';
import { AppModule } from './app.module.js';
import { ADMIN_PREFIX, PARTNER_PREFIX, noStoreOnSignedInDoors, refuseOtherSpellings } from './common/signed-in-doors.js';
import { trackRequestActor } from './audit/request-actor.js';
import { doorSessionHandlers } from './auth/doors/door.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { completeOpenApiDocument } from './common/openapi/complete-document.js';
import { ErrorResponse } from './common/openapi/error-response.js';
import { compressWhenAccepted } from './common/compression.js';
import { apiRequestBodies, inSequence, requireSameOrigin } from './common/http-middleware.js';
import { pageHelmetOptions, securityHeaders } from './common/security-headers.js';
import { appValidationPipe } from './common/validation.js';
import { providerCsvBody } from './providers/provider-csv-body.js';
import { createSiteRouter } from './serving/site-router.js';
import { providerProfileLoader } from './serving/provider-profile-loader.js';
import type { AppConfig } from './config/app-config.js';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { LogLevel } from '@nestjs/common';
import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open: longer than the proxies in front of the app keep theirs
 * (60 s is common), so the proxy or the client closes first. At Node's 5 s a client reusing a connection just
 * as the server dropped it got ECONNRESET (the e2e suite met it on a slow machine).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface CreateAppOptions {
  logger?: LogLevel[] | false;
}

/**
 * The whole HTTP app, configured but not listening (main.ts listens; the contract tests use it as is).
 * Middleware order: security headers, compression, the web apps, then /api: JSON bodies only, the body
 * parser with its limit (these four as one Express layer, each letting what is not its business through
 * at once), and for each signed-in door (/api/admin, /api/partner) only the same-origin check, its session and passport.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: options.logger ?? ['error', 'warn'],
    abortOnError: false,
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.enableShutdownHooks();

  app.use(
    inSequence(
      noStoreOnSignedInDoors,
      securityHeaders({ page: pageHelmetOptions({ production: config.isProduction }), hsts: config.isProduction }),
      compressWhenAccepted(),
      createSiteRouter({
        publicWebDist: config.publicWebDist,
        adminWebDist: config.adminWebDist,
        siteOrigin: config.siteOrigin,
        ...providerProfileLoader(app),
      }),
      providerCsvBody(),
      apiRequestBodies({ limit: config.bodyLimit }),
    ),
  );
  app.use(ADMIN_PREFIX, express.Router().use(refuseOtherSpellings(ADMIN_PREFIX), requireSameOrigin, trackRequestActor, ...doorSessionHandlers(app, 'admin')));
  app.use(
    PARTNER_PREFIX,
    express.Router().use(refuseOtherSpellings(PARTNER_PREFIX), requireSameOrigin, trackRequestActor, ...doorSessionHandlers(app, 'partner')),
  );

  app.useGlobalPipes(appValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());

  // Built on the first request for the docs, not at every start: scanning every controller and DTO was about
  // 0.15 s of each start, and each contract suite starts its own app.
  const openApiDocument = () =>
    completeOpenApiDocument(
      SwaggerModule.createDocument(
        app,
        new DocumentBuilder()
          .setTitle('Homeward API')
          .setDescription('Support at Home guide: catalogue, calculator, provider directory, leads and the admin API.')
          .setVersion('1.0.0')
          .setLicense('Proprietary', 'https://homeward.example/terms')
          .build(),
        { extraModels: [ErrorResponse] },
      ),
    );
  SwaggerModule.setup('api/docs', app, openApiDocument, { jsonDocumentUrl: 'api/docs-json', customSiteTitle: 'Homeward API' });

  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000; // Node wants it above the keep-alive time

  await app.init();
  return app;
}
