import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminProvidersController } from './admin-providers.controller.js';
import { ProviderServiceArea } from './entities/provider-service-area.entity.js';
import { Provider } from './entities/provider.entity.js';
import { ProvidersController } from './providers.controller.js';
import { ProvidersService } from './providers.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Provider, ProviderServiceArea])],
  controllers: [ProvidersController, AdminProvidersController],
  providers: [ProvidersService],
  exports: [ProvidersService],
})
export class ProvidersModule {}
