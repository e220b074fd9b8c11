import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AdminSessionDto } from '@homeward/domain';
import type { Request } from 'express';

/** The signed-in admin (the guard has already refused requests without one). */
export const CurrentAdmin = createParamDecorator((_data: unknown, context: ExecutionContext): AdminSessionDto => {
  return context.switchToHttp().getRequest<Request>().user as AdminSessionDto;
});
