import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module.js';
import { ProvidersModule } from '../providers/providers.module.js';
import { HealthController } from './health.controller.js';
import { HealthRepository } from './health.repository.js';

@Module({ imports: [OutboxModule, ProvidersModule], controllers: [HealthController], providers: [HealthRepository] })
export class HealthModule {}
