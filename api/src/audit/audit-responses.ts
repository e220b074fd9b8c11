import { ApiProperty } from '@nestjs/swagger';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTOR_KINDS,
  AUDIT_ENTITIES,
  type AuditAction,
  type AuditActorKind,
  type AuditChange,
  type AuditEntity,
  type AuditEventDto,
} from '@homeward/domain';

export class AuditEventResponse implements AuditEventDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Null for the system (retention) and failed sign-ins' }) actorId: number | null;
  @ApiProperty({ type: String, nullable: true }) actorEmail: string | null;
  @ApiProperty({ type: String, nullable: true, enum: AUDIT_ACTOR_KINDS, description: 'admin or partner (a provider user); null for the system' })
  actorKind: AuditActorKind | null;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action: AuditAction;
  @ApiProperty({ enum: AUDIT_ENTITIES }) entity: AuditEntity;
  @ApiProperty({ type: Number, nullable: true }) entityId: number | null;
  @ApiProperty({
    type: 'object',
    nullable: true,
    additionalProperties: {
      oneOf: [
        { type: 'object', properties: { before: {}, after: {} } },
        { type: 'string', enum: ['changed'] },
      ],
    },
    description: 'Changed fields: {before, after}, or "changed" for personal details (never copied here) and passwords',
  })
  changes: Record<string, AuditChange> | null;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
}
