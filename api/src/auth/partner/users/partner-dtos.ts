import { partnerTokenStatus, type LeadDeliveryStatus, type PartnerInvitationDto, type PartnerUserDto } from '@homeward/domain';
import type { PartnerToken } from '../../accounts/partner-token.entity.js';
import type { PartnerUser } from './partner-user.entity.js';

export const toPartnerUserDto = (u: PartnerUser): PartnerUserDto => ({
  id: u.id,
  providerId: u.providerId,
  email: u.email,
  name: u.name,
  isActive: Boolean(u.isActive),
  twoFactorEnabled: u.totpSecret !== null,
  createdAt: new Date(u.createdAt).toISOString(),
  lastLogin: u.lastLogin ? new Date(u.lastLogin).toISOString() : null,
});

export const toPartnerInvitationDto = (t: PartnerToken, emailStatus: LeadDeliveryStatus | null, now = Date.now()): PartnerInvitationDto => ({
  id: t.id,
  providerId: t.providerId,
  email: t.email,
  name: t.name,
  status: partnerTokenStatus(t, now),
  createdAt: new Date(t.createdAt).toISOString(),
  expiresAt: new Date(t.expiresAt).toISOString(),
  emailStatus,
});
