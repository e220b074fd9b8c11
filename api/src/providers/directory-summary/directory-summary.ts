import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { listingIndexable } from '@homeward/domain';
import type { DataSource } from 'typeorm';

/** A provider page's row as the sitemap reads it: MariaDB may send counts as text. */
interface PageRow {
  id: number | string;
  listingSource: string;
  claimedAt: unknown;
  officesOnList: number | string;
}

/**
 * What the public site states about the directory as a whole, read from the database: how many listings it
 * holds (the home page's figure) and which provider pages are for search engines (the sitemap).
 */
@Injectable()
export class DirectorySummary {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Active listings: the providers a family can find in the directory. */
  async providerCount(): Promise<number> {
    const rows = (await this.dataSource.query('SELECT COUNT(*) AS n FROM providers WHERE isActive = 1')) as Array<{ n: number | string }>;
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * The ids of the provider pages search engines may index (libs/domain listingIndexable): every active listing
   * someone keeps, and each unclaimed one with an office still on the newest list. In id order.
   */
  async indexablePageIds(): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT p.id, p.listingSource, p.claimedAt,
         (SELECT COUNT(*) FROM provider_offices o WHERE o.providerId = p.id AND o.goneFromListAt IS NULL) AS officesOnList
       FROM providers p WHERE p.isActive = 1 ORDER BY p.id`,
    )) as PageRow[];
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
