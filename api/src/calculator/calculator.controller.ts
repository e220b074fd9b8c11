import type { CalculateResponse } from '@homeward/domain';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CalculatorService } from './calculator.service.js';
import { CalculateDto, CalculateResponseDto } from './dto/calculate.dto.js';

@ApiTags('calculator')
@Controller('api')
export class CalculatorController {
  constructor(private readonly calculator: CalculatorService) {}

  @Post('calculate')
  @HttpCode(200)
  @ApiOkResponse({ type: CalculateResponseDto })
  @ApiBadRequestResponse({ description: 'Hours outside 0-168, negative income or wrong types' })
  @ApiNotFoundResponse({ description: 'Unknown classification or service id' })
  calculate(@Body() body: CalculateDto): CalculateResponse {
    return this.calculator.calculate(body);
  }
}
