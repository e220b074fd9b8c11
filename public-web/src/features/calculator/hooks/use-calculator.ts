import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  calculateFunding,
  decodeSharedCalculation,
  officialContributionForLines,
  selectedServiceList,
  setServiceHours,
  toCents,
  type CalculateRequest,
  type CalculationBreakdown,
  type CalculationLine,
  type ClassificationDto,
  type ContributionBasis,
  type IsoDate,
  type OfficialContribution,
  type ServiceDto,
  type ServiceHours,
} from '@homeward/domain';
import { useDebouncedValue } from '@homeward/theme';
import { useCalculation } from '../api/calculate.js';
import { useFactsDate } from '../../facts/use-facts-date.js';
import { useClassificationsQuery, useServicesQuery } from '../../../api/catalog.js';

/** Typing pauses this long before the server is asked again. */
export const RECALCULATE_DELAY_MS = 250;

/** Weekly income as typed; blank or not a number counts as none. */
export function parseIncome(raw: string): number {
  const value = Number(raw);
  return raw.trim() !== '' && Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : 0;
}

export interface CalculatorState {
  classifications: ReturnType<typeof useClassificationsQuery>;
  services: ReturnType<typeof useServicesQuery>;
  classificationId: number | null;
  classification: ClassificationDto | null;
  setClassificationId(id: number): void;
  selection: ServiceHours;
  setHours(serviceId: number, raw: string | number): void;
  incomeText: string;
  setIncomeText(text: string): void;
  income: number;
  /** How the person says they are assessed for fees; null until they choose (it is optional). */
  contributionBasis: ContributionBasis | null;
  setContributionBasis(basis: ContributionBasis | null): void;
  /** The official contribution for the result's services on the chosen basis; null without both. */
  official: OfficialContribution | null;
  hasServices: boolean;
  /** The server's figures for the current inputs; null whenever there is nothing to calculate. */
  result: CalculationBreakdown | null;
  /** The server's per-service lines for the result (for the printed summary). */
  lines: CalculationLine[];
  updating: boolean;
  /** Costs of the chosen services without a budget (for a lead sent before a classification is chosen). */
  localTotals: { totalWeeklyCost: number; totalQuarterlyCost: number };
}

export function useCalculator(sessionId: string | null): CalculatorState {
  const classifications = useClassificationsQuery();
  const services = useServicesQuery();
  const [classificationId, setClassificationIdState] = useState<number | null>(null);
  const [selection, setSelection] = useState<ServiceHours>({});
  const [incomeText, setIncomeText] = useState('');
  const [contributionBasis, setContributionBasis] = useState<ContributionBasis | null>(null);
  const [searchParams] = useSearchParams();
  const sharedData = searchParams.get('data');

  // A shared link restores the calculation after hydration; a bad link is only logged (spec section 8).
  useEffect(() => {
    if (!sharedData) return;
    const shared = decodeSharedCalculation(sharedData);
    if (!shared) {
      console.error('Could not read the shared calculation in this link.');
      return;
    }
    setClassificationIdState(shared.classification);
    const restored: Record<number, number> = {};
    for (const [id, hours] of Object.entries(shared.services)) if (hours > 0) restored[Number(id)] = hours;
    setSelection(restored);
    setIncomeText(shared.coPaymentIncome > 0 ? String(shared.coPaymentIncome) : '');
    setContributionBasis(shared.contributionBasis ?? null);
  }, [sharedData]);

  const setHours = useCallback((serviceId: number, raw: string | number) => {
    setSelection((current) => setServiceHours(current, serviceId, raw));
  }, []);
  const setClassificationId = useCallback((id: number) => setClassificationIdState(id), []);

  const classification = classifications.data?.find((c) => c.id === classificationId) ?? null;
  const income = parseIncome(incomeText);
  const knownIds = useMemo(() => (services.data ? new Set(services.data.map((s) => s.id)) : null), [services.data]);
  const selected = useMemo(() => (knownIds ? selectedServiceList(selection, knownIds) : []), [selection, knownIds]);
  const hasServices = Object.keys(selection).length > 0;

  const request: CalculateRequest | null =
    classification && selected.length > 0
      ? { classificationId: classification.id, selectedServices: selected, sessionId: sessionId ?? undefined, coPaymentIncome: income }
      : null;
  const keyOf = (r: CalculateRequest | null) => JSON.stringify(r && [r.classificationId, r.selectedServices, r.coPaymentIncome]);
  const settled = useDebouncedValue(request, RECALCULATE_DELAY_MS, keyOf);
  // Clearing is immediate; only a new calculation waits for typing to pause.
  const effective = request === null ? null : settled;
  const calculation = useCalculation(effective);
  const answer = effective !== null && calculation.data && !calculation.isError ? calculation.data : null;
  const result = answer?.breakdown ?? null;
  const lines = useMemo(() => answer?.lines ?? [], [answer]);
  const updating = request !== null && (keyOf(settled) !== keyOf(request) || calculation.isFetching);

  const today = useFactsDate();
  const localTotals = useMemo(() => localCosts(selected, services.data, today), [selected, services.data, today]);
  // The rules in force on the reader's date (personal care has no contribution from 1 October 2026).
  const official = useMemo(
    () => (contributionBasis && result && lines.length > 0 ? officialContributionForLines(lines, contributionBasis, today) : null),
    [contributionBasis, result, lines, today],
  );

  return {
    classifications,
    services,
    classificationId,
    classification,
    setClassificationId,
    selection,
    setHours,
    incomeText,
    setIncomeText,
    income,
    contributionBasis,
    setContributionBasis,
    official,
    hasServices,
    result,
    lines,
    updating,
    localTotals,
  };
}

function localCosts(selected: ReturnType<typeof selectedServiceList>, services: ServiceDto[] | undefined, on: IsoDate) {
  const byId = new Map((services ?? []).map((s) => [s.id, s]));
  const { breakdown } = calculateFunding({
    on,
    quarterlyBudgetCents: 0,
    services: selected.flatMap((s) => {
      const service = byId.get(s.serviceId);
      return service
        ? [
            {
              serviceId: s.serviceId,
              serviceName: service.name,
              category: service.category,
              hourlyRateCents: toCents(service.hourlyRate),
              hoursPerWeek: s.hoursPerWeek,
            },
          ]
        : [];
    }),
  });
  return { totalWeeklyCost: breakdown.totalWeeklyCost, totalQuarterlyCost: breakdown.totalQuarterlyCost };
}
