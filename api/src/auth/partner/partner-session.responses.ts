import { ApiProperty } from '@nestjs/swagger';
import type { PartnerSessionDto } from '@homeward/domain';

class PartnerSessionUserResponse {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ description: 'The account has a second factor (an authenticator app) set up' }) twoFactorEnabled: boolean;
}

class PartnerSessionProviderResponse {
  @ApiProperty() id: number;
  @ApiProperty() businessName: string;
}

export class PartnerSessionResponse implements PartnerSessionDto {
  @ApiProperty({ type: PartnerSessionUserResponse }) user: PartnerSessionUserResponse;
  @ApiProperty({ type: PartnerSessionProviderResponse, description: 'The one provider this user manages' }) provider: PartnerSessionProviderResponse;
}
