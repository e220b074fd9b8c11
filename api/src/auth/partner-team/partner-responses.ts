import { ApiProperty } from '@nestjs/swagger';
import type { PartnerInvitationDto, PartnerInvitationStatus, PartnerUserDto, ProviderUsersDto } from '@homeward/domain';

export class PartnerUserResponse implements PartnerUserDto {
  @ApiProperty() id: number;
  @ApiProperty() providerId: number;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty() isActive: boolean;
  @ApiProperty() twoFactorEnabled: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) lastLogin: string | null;
}

export class PartnerInvitationResponse implements PartnerInvitationDto {
  @ApiProperty() id: number;
  @ApiProperty() providerId: number;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ enum: ['open', 'expired', 'accepted', 'revoked'] }) status: PartnerInvitationStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty({ type: String, nullable: true, description: "The invitation email's delivery: queued, sending, sent or failed" }) emailStatus: string | null;
}

export class ProviderUsersResponse implements ProviderUsersDto {
  @ApiProperty({ type: [PartnerUserResponse] }) users: PartnerUserResponse[];
  @ApiProperty({ type: [PartnerInvitationResponse], description: 'Invitations not yet accepted or revoked (open or expired)' })
  invitations: PartnerInvitationResponse[];
}
