import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module.js';
import { ProvidersModule } from '../providers/providers.module.js';
import { HealthController } from './health.controller.js';

@Module({ imports: [OutboxModule, ProvidersModule], controllers: [HealthController] })
export class HealthModule {}
