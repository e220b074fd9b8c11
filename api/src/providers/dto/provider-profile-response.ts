import { ApiProperty, OmitType } from '@nestjs/swagger';
import type { PriceHistoryDto, ProviderOfficeDto, ProviderPriceDto, ProviderProfileDto } from '@homeward/domain';
import { PriceHistoryResponse } from '../prices/price-history/price-history.responses.js';
import { ProviderOfficeResponse, ProviderPriceResponse, ProviderSearchResultResponse } from './provider-responses.js';

/** The public card (without the search-only fields) plus the price list: one definition of each card field. */
export class ProviderProfileResponse
  extends OmitType(ProviderSearchResultResponse, ['distanceKm', 'servesSearchedArea', 'visitsEstimated', 'nearestOffice', 'priceFrom'] as const)
  implements ProviderProfileDto
{
  @ApiProperty({
    type: ProviderPriceResponse,
    isArray: true,
    description: 'Priced services only, catalogue order; an offered service not listed has no published price',
  })
  prices: ProviderPriceDto[];
  @ApiProperty({ type: String, nullable: true, description: 'When the price list was last saved (ISO); null if never' }) pricesUpdatedAt: string | null;
  @ApiProperty({ type: PriceHistoryResponse, description: 'The price changes of the last 24 months (as GET /api/providers/:id/price-history)' })
  priceHistory: PriceHistoryDto;
  @ApiProperty({
    type: ProviderOfficeResponse,
    isArray: true,
    description: 'Where the organisation works from: nearest first with ?near=, else by state and suburb',
  })
  offices: ProviderOfficeDto[];
}
