import { Controller } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import type { DirectorySummaryDto } from '@homeward/domain';
import { PublicGet } from '../../common/openapi/operations.js';
import { DirectorySummary } from './directory-summary.js';

export class DirectorySummaryResponse implements DirectorySummaryDto {
  @ApiProperty({ description: 'How many providers the directory lists (active listings), counted when asked' }) providers: number;
}

@ApiTags('providers')
@Controller('api/directory')
export class DirectorySummaryController {
  constructor(private readonly summary: DirectorySummary) {}

  @PublicGet('summary', { summary: "The directory's figures the home page states: how many providers it lists", ok: DirectorySummaryResponse })
  async read(): Promise<DirectorySummaryDto> {
    return { providers: await this.summary.providerCount() };
  }
}
