import { useState } from 'react';
import { Form } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormSaveButton } from '../../components/ui/FormSaveButton.js';
import { PriceListInput } from '../../features/providers/PriceListInput.js';
import { useServices } from '../../features/providers/use-services.js';
import { toPriceInputs, type PriceRowValues } from '../../features/providers/price-list.js';
import { useToast } from '../../lib/toasts.js';
import { PageState } from '../app/PageState.js';
import { PortalPageHeading } from '../app/PortalPageHeading.js';
import { PORTAL_QUERY_KEYS, useListing, usePortalData } from '../app/use-portal.js';
import { serverFieldErrors } from '../lib/server-errors.js';
import { ErrorAlert } from '../../components/ui/ErrorAlert.js';

export const PRICES_SAVED = { title: 'Prices saved', description: 'Your new prices are live in the directory.' };

/** /partners/prices: the price list, with the admin form's input and rules. Saved prices go live at once. */
export function PricesPage() {
  const data = usePortalData();
  const queryClient = useQueryClient();
  const toast = useToast();
  const prices = useQuery({ queryKey: PORTAL_QUERY_KEYS.prices, queryFn: () => data.getPrices() });
  const services = useServices();
  // The services the provider offers come from its listing: the price list has a row for each.
  const listing = useListing();
  const [problem, setProblem] = useState<string | null>(null);

  if (!prices.data || !services.data || !listing.data) {
    return <PageState isPending={prices.isPending || services.isPending || listing.isPending} error={prices.error ?? services.error ?? listing.error} />;
  }
  const record = { id: 'prices', servicesOffered: listing.data.servicesOffered, prices: prices.data.prices };

  const save = async (values: { prices?: PriceRowValues[] }) => {
    setProblem(null);
    try {
      const saved = await data.updatePrices({ prices: toPriceInputs(values.prices, record.servicesOffered) });
      queryClient.setQueryData(PORTAL_QUERY_KEYS.prices, saved);
      toast(PRICES_SAVED);
      return undefined;
    } catch (error) {
      const placed = serverFieldErrors(error, ['prices'], 'Your prices could not be saved. Check your connection and try again.');
      setProblem(placed.fields.prices ?? placed.general);
      return undefined;
    }
  };

  return (
    <>
      <PortalPageHeading title="Prices">
        Families compare these prices in the directory. They change as soon as you save, and your page shows each change in its price history. To add a service,
        tick it on My listing first.
      </PortalPageHeading>
      <ErrorAlert message={problem} sx={{ mb: 2 }} />
      <Form record={record} onSubmit={save as never} noValidate>
        <PriceListInput services={services.data} pricesUpdatedAt={prices.data.pricesUpdatedAt} />
        <FormSaveButton label="Save prices" />
      </Form>
    </>
  );
}
