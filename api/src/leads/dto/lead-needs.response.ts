import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGE_CODES, type LanguageCode, type LeadNeeds } from '@homeward/domain';

/** A lead's optional needs as the console and the portal read them: null when not given, and once erased. */
export abstract class LeadNeedsResponse implements LeadNeeds {
  @ApiProperty({ type: String, nullable: true, enum: LANGUAGE_CODES, description: "The language the family speaks (the directory's codes)" })
  language: LanguageCode | null;
  @ApiProperty({ type: Boolean, nullable: true, description: 'True when they said they need an interpreter; null when not said' })
  needsInterpreter: boolean | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who to call, when not the person named' }) contactName: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'son' }) contactRelationship: string | null;
  @ApiProperty({ type: String, nullable: true }) contactPhone: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Weekday mornings after 10' }) bestTimeToCall: string | null;
}
