import { Body, Controller, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { PublicPost } from '../common/openapi/operations.js';
import { sendJsonText } from '../common/prepared-json.js';
import { CalculatorService } from './calculator.service.js';
import { CalculateDto, CalculateResponseDto } from './dto/calculate.dto.js';
import type { Response } from 'express';

@ApiTags('calculator')
@Controller('api')
export class CalculatorController {
  constructor(private readonly calculator: CalculatorService) {}

  @PublicPost('calculate', { summary: 'Estimate quarterly funding use and contributions for a plan', ok: CalculateResponseDto })
  @ApiBadRequestResponse({ description: 'Hours outside 0-168, negative income or wrong types' })
  @ApiNotFoundResponse({ description: 'Unknown classification or service id' })
  calculate(@Body() body: CalculateDto, @Res() res: Response): void {
    sendJsonText(res, JSON.stringify(this.calculator.calculate(body)));
  }
}
