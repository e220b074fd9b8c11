import { Injectable } from '@nestjs/common';
import type { AdminProviderDto } from '@homeward/domain';
import { ProvidersService } from '../../providers/providers.service.js';
import type { UpdateProviderDto } from '../../providers/dto/create-provider.dto.js';

/**
 * The portal's one way to read and change a provider: through the providers' write service, so a portal
 * save validates, audits (the provider user is the request's actor), records price history, refreshes the
 * directory card and announces the directory change exactly as an admin save does. Listing, prices and
 * approved moderation requests all come through here: one call site when the write service moves (issue 28).
 */
@Injectable()
export class ListingWriter {
  constructor(private readonly providers: ProvidersService) {}

  read(providerId: number): Promise<AdminProviderDto> {
    return this.providers.get(providerId);
  }

  write(providerId: number, changes: UpdateProviderDto): Promise<AdminProviderDto> {
    return this.providers.update(providerId, changes);
  }
}
