import { Injectable } from '@nestjs/common';
import { listingIndexable } from '@homeward/domain';
import { ProviderRepository } from '../provider.repository.js';

/**
 * What the public site states about the directory as a whole, read from the database: how many listings it
 * holds (the home page's figure) and which provider pages are for search engines (the sitemap).
 */
@Injectable()
export class DirectorySummary {
  constructor(private readonly providers: ProviderRepository) {}

  /** Active listings: the providers a family can find in the directory. */
  providerCount(): Promise<number> {
    return this.providers.countActive();
  }

  /**
   * The ids of the provider pages search engines may index (libs/domain listingIndexable): every active listing
   * someone keeps, and each unclaimed one with an office still on the newest list. In id order.
   */
  async indexablePageIds(): Promise<number[]> {
    const rows = await this.providers.findActivePages();
    return rows
      .filter((row) =>
        listingIndexable(
          { source: row.listingSource === 'official' ? 'official' : 'team', claimed: row.claimedAt !== null && row.claimedAt !== undefined },
          Number(row.officesOnList),
        ),
      )
      .map((row) => Number(row.id));
  }
}
