import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  budgetLeft,
  calculateFunding,
  centsToAmount,
  decodeSharedCalculation,
  isPlainQuarter,
  parseMoneyCents,
  quarterBudget,
  usageAgainst,
  frequencyOf,
  officialContributionForLines,
  readLetterRates,
  selectedServiceList,
  setEnteredHours,
  setServiceFrequency,
  toCents,
  whatYouPay,
  type BudgetLeft,
  type CalculateRequest,
  type CalculationBreakdown,
  type CalculationLine,
  type ClassificationDto,
  type ContributionBasis,
  type IsoDate,
  type OfficialContribution,
  type QuarterBudget,
  type ServiceDto,
  type LetterRates,
  type ServiceFrequencies,
  type ServiceFrequency,
  type ServiceHours,
  type WhatYouPay,
} from '@homeward/domain';
import { useDebouncedValue } from '@homeward/theme';
import { useCalculation } from '../api/calculate.js';
import { useFactsDate } from '../../../components/facts/use-facts-date.js';
import { useClassificationsQuery, useServicesQuery } from '../../../api/catalog.js';
import { savePlan } from '../../../lib/saved-plan.js';

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
  /** Units a week by service id (a fortnightly service counts half its amount each week). */
  selection: ServiceHours;
  /** The amount as entered for the service's frequency: the hours rule (0-168, halves) applies to it. */
  setHours(serviceId: number, raw: string | number): void;
  /** The services that come every fortnight. */
  frequencies: ServiceFrequencies;
  setFrequency(serviceId: number, every: ServiceFrequency): void;
  incomeText: string;
  setIncomeText(text: string): void;
  income: number;
  /** How the person says they are assessed for fees; null until they choose (it is optional). */
  contributionBasis: ContributionBasis | null;
  setContributionBasis(basis: ContributionBasis | null): void;
  /** The official contribution for the result's services on the chosen basis; null without both. */
  official: OfficialContribution | null;
  /** A part pensioner's rates from their letter, as typed (percent), and as read (null unless both are readable). */
  letterRateTexts: { independence: string; everydayLiving: string };
  setLetterRateText(which: keyof LetterRates, text: string): void;
  letterRates: LetterRates | null;
  /** The message for a rate typed that cannot be read (a blank one waits for the person). */
  letterRateErrors: Partial<Record<keyof LetterRates, string>>;
  /** The one answer to "what will I pay?", a fortnight, a month and a quarter; null with nothing to say. */
  pay: WhatYouPay | null;
  /** The one budget figure: left after care management and the plan, against the adjusted quarter. */
  left: BudgetLeft | null;
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
  const [frequencies, setFrequencies] = useState<ServiceFrequencies>({});
  const [letterRateTexts, setLetterRateTexts] = useState({ independence: '', everydayLiving: '' });
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
    setFrequencies(Object.fromEntries((shared.fortnightly ?? []).map((id) => [id, 'fortnight' as const])));
    setLetterRateTexts(
      shared.letterRates
        ? { independence: percentText(shared.letterRates.independence), everydayLiving: percentText(shared.letterRates.everydayLiving) }
        : { independence: '', everydayLiving: '' },
    );
    setIncomeText(shared.coPaymentIncome > 0 ? String(shared.coPaymentIncome) : '');
    setContributionBasis(shared.contributionBasis ?? null);
    setInterim(shared.interim === true);
    setCarryOverText(shared.carryOver ? String(shared.carryOver) : '');
  }, [sharedData]);

  // setHours changes only when a frequency does, so typing hours still re-renders only the row typed in.
  const setHours = useCallback(
    (serviceId: number, raw: string | number) => setSelection((current) => setEnteredHours(current, serviceId, raw, frequencyOf(frequencies, serviceId))),
    [frequencies],
  );
  const setFrequency = useCallback(
    (serviceId: number, every: ServiceFrequency) => {
      setSelection((current) => setServiceFrequency(current, frequencies, serviceId, every).selection);
      setFrequencies(setServiceFrequency({}, frequencies, serviceId, every).frequencies);
    },
    [frequencies],
  );
  const setLetterRateText = useCallback((which: keyof LetterRates, text: string) => setLetterRateTexts((t) => ({ ...t, [which]: text })), []);
  const setClassificationId = useCallback((id: number) => setClassificationIdState(id), []);

  const classification = classifications.data?.find((c) => c.id === classificationId) ?? null;
  const income = parseIncome(incomeText);
  const knownIds = useMemo(() => (services.data ? new Set(services.data.map((s) => s.id)) : null), [services.data]);
  const selected = useMemo(() => (knownIds ? selectedServiceList(selection, knownIds) : []), [selection, knownIds]);
  const hasServices = Object.keys(selection).length > 0;
  // Remembered in this browser so the shortlist's comparison can price the plan; an empty calculator (every
  // first render) leaves the last plan alone.
  useEffect(() => {
    if (classificationId !== null && hasServices) savePlan({ classification: classificationId, services: selection });
  }, [classificationId, selection, hasServices]);

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
  const letter = useMemo(() => readLetterRates(letterRateTexts.independence, letterRateTexts.everydayLiving), [letterRateTexts]);
  const letterRates = contributionBasis === 'part-pensioner-or-cshc' ? letter.letterRates : null;
  const letterRateErrors = useMemo(() => {
    const shown: Partial<Record<keyof LetterRates, string>> = {};
    for (const key of ['independence', 'everydayLiving'] as const)
      if (letterRateTexts[key].trim() !== '' && letter.errors[key]) shown[key] = letter.errors[key];
    return shown;
  }, [letter, letterRateTexts]);
  const official = useMemo(
    () => (contributionBasis && result && lines.length > 0 ? officialContributionForLines(lines, contributionBasis, today, letterRates) : null),
    [contributionBasis, result, lines, today, letterRates],
  );
  const pay = useMemo(() => (result ? whatYouPay(official, toCents(result.contributionAmount)) : null), [official, result]);
  const left = useMemo(() => (result && quarter ? budgetLeft(quarter, toCents(result.totalQuarterlyCost)) : null), [result, quarter]);

  return {
    classifications,
    services,
    classificationId,
    classification,
    setClassificationId,
    selection,
    setHours,
    frequencies,
    setFrequency,
    incomeText,
    setIncomeText,
    income,
    contributionBasis,
    setContributionBasis,
    official,
    letterRateTexts,
    setLetterRateText,
    letterRates,
    letterRateErrors,
    pay,
    left,
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

/** A rate kept as a fraction back as the percent a person types (0.125 -> '12.5'). */
function percentText(rate: number): string {
  return String(Math.round(rate * 100 * 1000) / 1000);
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
