import { Module } from '@nestjs/common';
import { LocationRepository } from './location.repository.js';
import { LocationsController } from './locations.controller.js';
import { LocationsService } from './locations.service.js';

@Module({
  controllers: [LocationsController],
  providers: [LocationRepository, LocationsService],
  exports: [LocationsService],
})
export class LocationsModule {}
