import { ApiProperty } from '@nestjs/swagger';
import { PASSWORD_RULES, type AdminSessionDto, type AdminUserDto } from '@homeward/domain';
import { AccountEmail } from '../../doors/door.dto.js';
import { AdminName, NewPassword } from './user-lifecycle.dto.js';

export class CreateAdminUserDto {
  @AccountEmail('new.admin@homeward.example')
  email: string;

  @AdminName()
  name?: string | null;

  @ApiProperty({ minLength: PASSWORD_RULES.minLength, maxLength: PASSWORD_RULES.maxLength })
  @NewPassword()
  password: string;
}

export class AdminSessionResponse implements AdminSessionDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ description: 'The account has a second factor (an authenticator app) set up' }) twoFactorEnabled: boolean;
  @ApiProperty({ description: 'ADMIN_REQUIRE_2FA is on and the account has no second factor yet: only the set-up routes answer until it has' })
  mustEnrolTwoFactor: boolean;
}

export class AdminUserResponse implements AdminUserDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty() isActive: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty({ type: String, nullable: true }) lastLogin: string | null;
  @ApiProperty() twoFactorEnabled: boolean;
}
