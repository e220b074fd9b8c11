import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  calculateFunding,
  centsToAmount,
  decodeSharedCalculation,
  isPlainQuarter,
  parseMoneyCents,
  quarterBudget,
  usageAgainst,
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
  type QuarterBudget,
  type ServiceDto,
  type ServiceHours,
} from '@homeward/domain';
import { useDebouncedValue } from '@homeward/theme';
import { useCalculation } from '../api/calculate.js';
import { useFactsDate } from '../../../components/facts/use-facts-date.js';
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
  /** "I'm on interim funding" (60% of the budget). */
  interim: boolean;
  setInterim(interim: boolean): void;
  /** "Unspent from last quarter", as typed (dollars). */
  carryOverText: string;
  setCarryOverText(text: string): void;
  /** The quarter the plan is measured against (interim, carry-over, care management); null without a classification. */
  quarter: QuarterBudget | null;
  hasServices: boolean;
  /**
   * The figures shown: the server's for the current inputs, with the remaining budget and the usage measured
   * against the adjusted quarter when interim funding or a carry-over is used (the server's own otherwise).
   * Null whenever there is nothing to calculate.
   */
  result: CalculationBreakdown | null;
  /** The server's figures exactly as POST /api/calculate answered (the share link carries these). */
  serverResult: CalculationBreakdown | null;
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
  const [interim, setInterim] = useState(false);
  const [carryOverText, setCarryOverText] = useState('');
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
    setInterim(shared.interim === true);
    setCarryOverText(shared.carryOver ? String(shared.carryOver) : '');
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
  const serverResult = answer?.breakdown ?? null;
  const carryOverCents = parseCarryOverCents(carryOverText);
  const quarter = useMemo(
    () => (classification ? quarterBudget({ classificationBudgetCents: toCents(classification.quarterlyBudget), interim, carryOverCents }) : null),
    [classification, interim, carryOverCents],
  );
  const result = useMemo(() => adjustedResult(serverResult, quarter), [serverResult, quarter]);
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
    interim,
    setInterim,
    carryOverText,
    setCarryOverText,
    quarter,
    hasServices,
    result,
    serverResult,
    lines,
    updating,
    localTotals,
  };
}

/** Unspent money as typed: blank, negative or not an amount counts as none. */
export function parseCarryOverCents(raw: string): number {
  const cents = raw.trim() === '' ? null : parseMoneyCents(raw);
  return cents !== null && cents > 0 ? cents : 0;
}

/**
 * The server's breakdown measured against the adjusted quarter, client-side so POST /api/calculate is
 * unchanged; with neither option used it is the server's breakdown itself.
 */
export function adjustedResult(result: CalculationBreakdown | null, quarter: QuarterBudget | null): CalculationBreakdown | null {
  if (!result || !quarter || isPlainQuarter(quarter)) return result;
  const usage = usageAgainst(toCents(result.totalQuarterlyCost), quarter.totalCents);
  return { ...result, remainingBudget: centsToAmount(usage.remainingCents), budgetUsagePercentage: usage.usagePercentage };
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
