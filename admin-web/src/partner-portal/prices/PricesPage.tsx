import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Form } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorBodyOf, DOMAIN_ERROR_CODES, type PartnerPricesDto, type PriceConcern, type PriceConfirmationDto } from '@homeward/domain';
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
import { HeldPrices } from './HeldPrices.js';
import { PriceConfirmDialog } from './PriceConfirmDialog.js';
import type { PartnerPricesInput } from '../partner-inputs.js';

export const PRICES_SAVED = { title: 'Prices saved', description: 'Your new prices are live in the directory.' };
export const PRICES_HELD = { title: 'Prices saved', description: 'Homeward checks the unusual prices before families see them. Your other prices are live.' };

/**
 * After each save the form shows what is live now (a held price keeps its live value, never the typed slip); the
 * fields stay where they are, so the keyboard focus stays too.
 */
function ShowSaved({ version, record }: { version: string; record: Record<string, unknown> }) {
  const { reset } = useFormContext();
  const shown = useRef(version);
  useEffect(() => {
    if (shown.current === version) return;
    shown.current = version;
    reset(record);
  }, [version, record, reset]);
  return null;
}

/** Changes whenever a save changed the live list or what waits for Homeward. */
const savedVersion = (saved: PartnerPricesDto) => `${saved.pricesUpdatedAt ?? ''}|${(saved.pendingChanges ?? []).map((c) => c.id).join(',')}`;

/** The prices the API asks the provider to confirm, if that is what the error is (react-admin's HttpError: status and body). */
function priceChecksOf(error: unknown): PriceConcern[] | null {
  const { body } = (error ?? {}) as { body?: unknown };
  if (apiErrorBodyOf(body)?.code !== DOMAIN_ERROR_CODES.priceNeedsConfirming) return null;
  const checks = (body as Partial<PriceConfirmationDto> | null)?.priceChecks;
  return Array.isArray(checks) && checks.length > 0 ? checks : null;
}

/**
 * /partners/prices: the price list, with the admin form's input and rules. Saved prices go live at once, except an
 * unusual one (far outside the usual range, or changed by more than half): the provider is asked to confirm it,
 * and a confirmed one waits for Homeward's check.
 */
export function PricesPage() {
  const data = usePortalData();
  const queryClient = useQueryClient();
  const toast = useToast();
  const prices = useQuery({ queryKey: PORTAL_QUERY_KEYS.prices, queryFn: () => data.getPrices() });
  const services = useServices();
  // The services the provider offers come from its listing: the price list has a row for each.
  const listing = useListing();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ input: PartnerPricesInput; checks: PriceConcern[] } | null>(null);
  const [sending, setSending] = useState(false);

  if (!prices.data || !services.data || !listing.data) {
    return <PageState isPending={prices.isPending || services.isPending || listing.isPending} error={prices.error ?? services.error ?? listing.error} />;
  }
  const record = { id: 'prices', servicesOffered: listing.data.servicesOffered, prices: prices.data.prices };

  const send = async (input: PartnerPricesInput) => {
    setProblem(null);
    try {
      const saved = await data.updatePrices(input);
      queryClient.setQueryData(PORTAL_QUERY_KEYS.prices, saved);
      void queryClient.invalidateQueries({ queryKey: PORTAL_QUERY_KEYS.changes });
      toast(input.confirmUnusualPrices ? PRICES_HELD : PRICES_SAVED);
    } catch (error) {
      // Nothing was saved and the form keeps what was typed: the provider confirms or changes the prices.
      const checks = priceChecksOf(error);
      if (checks) return setConfirming({ input, checks });
      const placed = serverFieldErrors(error, ['prices'], 'Your prices could not be saved. Check your connection and try again.');
      setProblem(placed.fields.prices ?? placed.general);
    }
  };
  const save = async (values: { prices?: PriceRowValues[] }) => {
    await send({ prices: toPriceInputs(values.prices, record.servicesOffered) });
    return undefined;
  };
  const confirm = async () => {
    if (!confirming) return;
    setSending(true);
    await send({ ...confirming.input, confirmUnusualPrices: true });
    setSending(false);
    setConfirming(null);
  };

  return (
    <>
      <PortalPageHeading title="Prices">
        Families compare these prices in the directory. They change as soon as you save, and your page shows each change in its price history. If a price looks
        like a typing slip, we ask you to check it first. To add a service, tick it on My listing first.
      </PortalPageHeading>
      <ErrorAlert message={problem} sx={{ mb: 2 }} />
      <HeldPrices pending={prices.data.pendingChanges} />
      <Form record={record} onSubmit={save as never} noValidate>
        <ShowSaved version={savedVersion(prices.data)} record={record} />
        <PriceListInput services={services.data} pricesUpdatedAt={prices.data.pricesUpdatedAt} />
        <FormSaveButton label="Save prices" />
      </Form>
      {confirming ? (
        <PriceConfirmDialog checks={confirming.checks} busy={sending} onConfirm={() => void confirm()} onChange={() => setConfirming(null)} />
      ) : null}
    </>
  );
}
