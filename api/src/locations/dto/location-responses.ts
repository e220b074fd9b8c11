import { ApiProperty } from '@nestjs/swagger';
import { STATE_CODES, type LocationDto, type StateCode } from '@homeward/domain';

export class LocationResponse implements LocationDto {
  @ApiProperty({ example: '3056' }) postcode: string;
  @ApiProperty({ example: 'Brunswick' }) locality: string;
  @ApiProperty({ enum: STATE_CODES }) state: StateCode;
  @ApiProperty({ example: -37.7667 }) latitude: number;
  @ApiProperty({ example: 144.9617 }) longitude: number;
}
