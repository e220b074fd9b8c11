import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/**
 * A field a form sends back as it read it (react-admin echoes the whole record): accepted and ignored, so the
 * whitelist does not refuse the body. `why` says so in the API docs.
 */
export const ReadOnlyField = (why = 'read-only'): PropertyDecorator => applyDecorators(ApiPropertyOptional({ description: `Ignored (${why})` }), Allow());
