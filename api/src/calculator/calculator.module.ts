import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CalculatorController } from './calculator.controller.js';
import { CalculatorService } from './calculator.service.js';

@Module({ imports: [CatalogModule], controllers: [CalculatorController], providers: [CalculatorService], exports: [CalculatorService] })
export class CalculatorModule {}
