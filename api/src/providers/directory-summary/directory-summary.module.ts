import { Module } from '@nestjs/common';
import { ProvidersModule } from '../providers.module.js';
import { DirectorySummaryController } from './directory-summary.controller.js';
import { DirectorySummary } from './directory-summary.js';

/** The directory's own figures for the public site: the provider count (GET /api/directory/summary) and the sitemap's provider pages. */
@Module({
  imports: [ProvidersModule],
  controllers: [DirectorySummaryController],
  providers: [DirectorySummary],
  exports: [DirectorySummary],
})
export class DirectorySummaryModule {}
