import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/**
 * The throttler, used per controller or handler (never globally, so public reads pay nothing for it).
 * Each use skips the limits that are not its own with @SkipThrottle({ name: true }).
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    return String(req.ip ?? 'unknown');
  }
}
