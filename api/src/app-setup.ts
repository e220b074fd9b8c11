import type { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express from 'express';
import { AppModule } from './app.module.js';
import { ADMIN_PREFIX } from './auth/admin-session.guard.js';
import { AdminSessionMiddleware } from './auth/session.middleware.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { compressWhenAccepted } from './common/compression.js';
import { apiRequestBodies, requireSameOrigin } from './common/http-middleware.js';
import { securityHeaders } from './common/security-headers.js';
import { AppValidationPipe } from './common/validation.js';
import type { AppConfig } from './config/app-config.js';
import { createSiteRouter } from './serving/site-router.js';

export interface CreateAppOptions {
  logger?: LogLevel[] | false;
}

/**
 * The whole HTTP app, configured but not listening (main.ts listens; the contract tests use it as is).
 * Middleware order: security headers, compression, the web apps, then /api: JSON bodies only, the body
 * parser with its limit, and for /api/admin only the same-origin check, session and passport.
 * Each of these is one Express layer that lets what is not its business through at once (021).
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
    securityHeaders({
      hsts: config.isProduction,
      page: {
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            'default-src': ["'self'"],
            'script-src': ["'self'"],
            // emotion (MUI) injects <style> tags at run time
            'style-src': ["'self'", "'unsafe-inline'"],
            'img-src': ["'self'", 'data:'],
            'font-src': ["'self'", 'data:'],
            'connect-src': ["'self'"],
            'object-src': ["'none'"],
            'base-uri': ["'self'"],
            'form-action': ["'self'"],
            'frame-ancestors': ["'none'"],
            ...(config.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
          },
        },
        strictTransportSecurity: config.isProduction ? { maxAge: 15552000, includeSubDomains: true } : false,
      },
    }),
  );
  app.use(compressWhenAccepted());
  app.use(createSiteRouter({ publicWebDist: config.publicWebDist, adminWebDist: config.adminWebDist }));

  app.use(apiRequestBodies({ limit: config.bodyLimit }));
  app.use(ADMIN_PREFIX, express.Router().use(requireSameOrigin, ...app.get(AdminSessionMiddleware).handlers()));

  app.useGlobalPipes(new AppValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Homeward API')
      .setDescription('Support at Home guide: catalogue, calculator, provider directory, leads and the admin API.')
      .setVersion('1.0.0')
      .addCookieAuth('hw_admin')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json', customSiteTitle: 'Homeward API' });

  await app.init();
  return app;
}
