import { Injectable } from '@nestjs/common';
import type { AdminProviderDto } from '@homeward/domain';
import { ProviderAdminReads } from './provider-admin-reads.js';
import { ProviderWriter } from './provider-writer.js';
import type { UpdateProviderDto } from './dto/create-provider.dto.js';

/**
 * The portal's one way to read and change a provider: through the providers' write service, so a portal
 * save validates, audits (the provider user is the request's actor), records price history, refreshes the
 * directory card and announces the directory change exactly as an admin save does. Listing, prices and
 * approved moderation requests all come through here (ProviderWriter announces the directory change).
 */
@Injectable()
export class ListingWriter {
  constructor(
    private readonly reads: ProviderAdminReads,
    private readonly writer: ProviderWriter,
  ) {}

  read(providerId: number): Promise<AdminProviderDto> {
    return this.reads.get(providerId);
  }

  /**
   * `confirmed`: the provider itself saved in the portal, so its listing counts as confirmed now (the public card
   * shows the date); an admin applying an approved change does not confirm anything for the provider.
   */
  write(providerId: number, changes: UpdateProviderDto, { confirmed = false }: { confirmed?: boolean } = {}): Promise<AdminProviderDto> {
    return this.writer.update(providerId, changes, undefined, confirmed ? { confirmedAt: new Date() } : undefined);
  }
}
