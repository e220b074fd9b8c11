import { BadRequestException, ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { CalculateDto, acceptCalculateBody } from '../calculator/dto/calculate.dto.js';
import { PlanQuoteDto, acceptPlanQuoteBody } from '../pricing/dto/plan-quote.dto.js';
import { SearchProvidersDto, acceptSearchQuery } from '../providers/dto/search-providers.dto.js';
import { AppValidationPipe, VALIDATION_OPTIONS } from './validation.js';

/** A small seeded generator, so a failure names a case that can be run again. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)];
const ABSENT = Symbol('absent');
/** Ids a client might send: good, out of range, of the wrong type, or absent. */
const CLIENT_IDS = [1, 4, 14, 0, -1, 1.5, '1', null, true, 1e300, -0, [], {}, ABSENT];

/**
 * A random line of a plan: a serviceId and an amount under `amountKey`, each picked and maybe absent; a share
 * (`notALine`) of them not a line object at all, and one in twenty with a field that does not belong.
 */
function randomPlanLine(next: () => number, amountKey: string, amounts: readonly unknown[], notALine: number, strayKey: string): unknown {
  if (next() < notALine) return pick(next, [null, 3, 'x', [], [{ serviceId: 1, [amountKey]: 1 }]]);
  const line: Record<string, unknown> = {};
  const id = pick(next, CLIENT_IDS);
  const amount = pick(next, amounts);
  if (id !== ABSENT) line.serviceId = id;
  if (amount !== ABSENT) line[amountKey] = amount;
  if (next() < 0.05) line[strayKey] = 1;
  return line;
}

const pipe = new ValidationPipe(VALIDATION_OPTIONS);

/** What the plain ValidationPipe makes of an input: the value as JSON would send it, or the 400's body. */
async function viaPipe(value: unknown, metadata: ArgumentMetadata): Promise<{ value: unknown } | { error: unknown }> {
  try {
    return { value: JSON.parse(JSON.stringify(await pipe.transform(value, metadata)) ?? 'null') as unknown };
  } catch (error) {
    if (error instanceof BadRequestException) return { error: error.getResponse() };
    throw error;
  }
}

/**
 * For every input: when the fast check accepts it, the pipe accepts it too, with an equal value. (When the
 * check declines, the pipe itself answers, so nothing can differ there.) Returns how many were accepted.
 */
async function provesEqual(make: () => unknown, accept: (v: unknown) => object | undefined, metadata: ArgumentMetadata, cases: number): Promise<number> {
  let accepted = 0;
  const mismatches: string[] = [];
  for (let i = 0; i < cases; i += 1) {
    const input = make();
    const fast = accept(input);
    if (fast === undefined) continue;
    accepted += 1;
    const shown = JSON.stringify(input);
    const slow = await viaPipe(JSON.parse(shown) as unknown, metadata);
    if (!('value' in slow)) mismatches.push(`${shown}: accepted, but the pipe answers ${JSON.stringify(slow.error)}`);
    else if (!isDeepStrictEqualIgnoringUndefined(fast, slow.value))
      mismatches.push(`${shown}: ${JSON.stringify(fast)} but the pipe gives ${JSON.stringify(slow.value)}`);
  }
  expect(mismatches.slice(0, 5)).toEqual([]);
  return accepted;
}

function isDeepStrictEqualIgnoringUndefined(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
  );
}

/**
 * A fast check's promise on `cases` inputs from a seeded generator: it accepts nothing the pipe would refuse and
 * gives the pipe's value, and it accepts more than `atLeast` of them (so the run proves something).
 */
function itAgreesWithThePipe(
  inputs: (next: () => number) => () => unknown,
  accept: (v: unknown) => object | undefined,
  metadata: ArgumentMetadata,
  { seed, cases, atLeast }: { seed: number; cases: number; atLeast: number },
): void {
  it('accepts nothing the pipe would refuse, and gives the value the pipe gives', async () => {
    const accepted = await provesEqual(inputs(random(seed)), accept, metadata, cases);
    expect(accepted).toBeGreaterThan(atLeast);
  });
}

/** The usual inputs, which a fast check answers itself, unchanged (the pipe is not needed for them). */
function itTakesAsIs(title: string, accept: (v: unknown) => object | undefined, inputs: object[]): void {
  it(title, () => {
    for (const input of inputs) {
      const unchanged = structuredClone(input);
      expect(accept(input)).toEqual(unchanged);
    }
  });
}

/** Inputs a fast check declines (answers undefined), so that the pipe answers them with its own value or messages. */
function itLeavesToThePipe(accept: (v: unknown) => object | undefined, inputs: [label: string, input: unknown][]): void {
  it.each(inputs)('leaves %s to the pipe', (_label, input) => {
    expect(accept(input)).toBeUndefined();
  });
}

describe(acceptCalculateBody.name, () => {
  const metadata: ArgumentMetadata = { type: 'body', metatype: CalculateDto };
  const hours = [0, 1, 2.5, 168, 168.01, -1, -0, '5', null, 1e-9, ABSENT];
  const body = (next: () => number) => (): unknown => {
    if (next() < 0.03) return pick(next, [[], [{ classificationId: 1, selectedServices: [] }], undefined, {}]);
    const b: Record<string, unknown> = {};
    const id = pick(next, CLIENT_IDS);
    if (id !== ABSENT) b.classificationId = id;
    const shape = next();
    if (shape < 0.85)
      b.selectedServices = Array.from({ length: pick(next, [0, 1, 2, 6, 6, 100, 101]) }, () => randomPlanLine(next, 'hoursPerWeek', hours, 0.06, 'rate'));
    else if (shape < 0.95) b.selectedServices = pick(next, [{ serviceId: 1, hoursPerWeek: 1 }, null, 'x', 5]);
    const session = pick(next, [ABSENT, ABSENT, null, 'bench', '', 'x'.repeat(64), 'x'.repeat(65), '😀'.repeat(32), '😀'.repeat(33), 7]);
    if (session !== ABSENT) b.sessionId = session;
    const income = pick(next, [ABSENT, ABSENT, null, 0, 900, 1.5, -1, 10_000_000, 10_000_001, '900', true]);
    if (income !== ABSENT) b.coPaymentIncome = income;
    if (next() < 0.05) b.extra = true;
    return b;
  };

  itAgreesWithThePipe(body, acceptCalculateBody, metadata, { seed: 20261122, cases: 6000, atLeast: 20 });

  itTakesAsIs('takes the usual bodies itself', acceptCalculateBody, [
    {
      classificationId: 4,
      sessionId: 'bench',
      coPaymentIncome: 900,
      selectedServices: [1, 2, 3].map((serviceId, i) => ({ serviceId, hoursPerWeek: i + 1.5 })),
    },
    { classificationId: 2, selectedServices: [], coPaymentIncome: null },
  ]);

  itLeavesToThePipe(acceptCalculateBody, [
    ['a repeated field the pipe names', { classificationId: 1, selectedServices: [], extra: 1 }],
    ['hours as text', { classificationId: 1, selectedServices: [{ serviceId: 1, hoursPerWeek: '5' }] }],
    ['an array body', [{ classificationId: 1 }]],
    ['no body', undefined],
  ]);
});

describe(acceptSearchQuery.name, () => {
  const metadata: ArgumentMetadata = { type: 'query', metatype: SearchProvidersDto };
  const values: Record<string, readonly unknown[]> = {
    q: ['dementia', ' care ', '', '   ', 'x'.repeat(100), ` ${'x'.repeat(100)} `, 'x'.repeat(101), '😀'.repeat(50), '😀'.repeat(51), '50%_off', ['a', 'b']],
    state: ['VIC', 'vic', 'nsw', ' VIC', 'VIC ', 'all', 'ALL', ' all', '', '  ', 'XYZ', ['VIC', 'NSW']],
    services: [
      '1',
      '2',
      '1,2',
      ' 1 , 2 ',
      '0',
      '-1',
      '1.5',
      'abc',
      'all',
      'All',
      ' all',
      '',
      ',',
      '1,',
      '99999999999999999999',
      Array.from({ length: 20 }, (_, i) => i + 1).join(','),
      Array.from({ length: 21 }, (_, i) => i + 1).join(','),
      '3,3',
      ['1', '2'],
    ],
    near: ['3000', ' Brunswick VIC ', 'Brunswick VIC 3056', '', ' ', 'x'.repeat(100), 'x'.repeat(101), ['3000', '3056']],
    radiusKm: ['10', '25', ' 25 ', '100', '30', '0', '', 'abc', '1e1', '0010', '25.0', ['10', '25']],
    sort: ['relevance', 'distance', ' distance ', '', ' ', 'near', 'DISTANCE', ['distance']],
    limit: ['1', '20', '100', '101', '0', '', ' 5 ', '1.5', '-1', '0000000020', '000000020', ['5']],
    offset: ['0', '20', '10000', '10001', '', ' 3 ', '-0', 'x'],
    languages: ['el', 'el,it', ' EL , it ', 'it,el,el', '', ',', 'klingon', 'el,xx', ['el', 'it'], ['el', 'xx']],
    diverseNeeds: ['dementia', 'dementia,lgbti', 'Dementia', '', 'nobody', ['dementia']],
    acceptingNewClients: ['yes', 'yes,waitlist', ' no ', '', 'maybe', 'YES', ['yes', 'no']],
    page: ['2'],
    __proto__: ['1'],
  };
  /** A query object as Express 5's parser makes it: no prototype, strings, arrays for repeated keys. */
  const query = (next: () => number) => (): unknown => {
    const q = Object.create(null) as Record<string, unknown>;
    for (const [key, options] of Object.entries(values)) {
      if (next() < (key === 'page' || key === '__proto__' ? 0.03 : 0.35)) q[key] = pick(next, options);
    }
    return q;
  };
  const queryOf = (entries: Record<string, string>) => Object.assign(Object.create(null) as object, entries);

  itAgreesWithThePipe(query, acceptSearchQuery, metadata, { seed: 3056, cases: 8000, atLeast: 200 });

  it('takes the benchmarked searches itself', () => {
    expect(acceptSearchQuery(queryOf({}))).toEqual({});
    expect(acceptSearchQuery(queryOf({ q: 'dementia' }))).toEqual({ q: 'dementia' });
    expect(acceptSearchQuery(queryOf({ state: 'VIC', services: '2' }))).toEqual({ state: 'VIC', services: [2] });
    expect(acceptSearchQuery(queryOf({ q: 'nursing', state: 'NSW', services: '1' }))).toEqual({ q: 'nursing', state: 'NSW', services: [1] });
    expect(acceptSearchQuery(queryOf({ near: '3000', radiusKm: '25', sort: 'distance' }))).toEqual({ near: '3000', radiusKm: 25, sort: 'distance' });
    expect(acceptSearchQuery(queryOf({ languages: 'el,it', diverseNeeds: 'dementia', acceptingNewClients: 'yes' }))).toEqual({
      languages: ['el', 'it'],
      diverseNeeds: ['dementia'],
      acceptingNewClients: ['yes'],
    });
  });
});

describe(acceptPlanQuoteBody.name, () => {
  const metadata: ArgumentMetadata = { type: 'body', metatype: PlanQuoteDto };
  const perWeek = [0, 0.5, 1, 2.5, 168, 168.01, -1, -0, '5', null, 1e-9, Infinity, ABSENT];
  const fields: Record<string, readonly unknown[]> = {
    classificationId: [1, 4, 8, 0, -2, 2.5, '4', null, ABSENT, ABSENT],
    near: [
      '3000',
      'Brunswick VIC',
      ' 3000',
      '3000 ',
      'Brunswick  VIC',
      'Brunswick\tVIC',
      '',
      '  ',
      'x'.repeat(100),
      'x'.repeat(101),
      3000,
      null,
      ['3000'],
      ABSENT,
    ],
    radiusKm: [10, 25, 50, 100, 30, 0, '25', 25.5, null, ABSENT, ABSENT],
    state: ['VIC', 'NSW', 'vic', ' VIC', 'all', 'ALL', '', 'XYZ', 3, null, ABSENT, ABSENT],
    limit: [1, 20, 40, 41, 0, -1, 1.5, '20', null, ABSENT, ABSENT],
    offset: [0, 20, 10_000, 10_001, -1, 2.5, '0', null, ABSENT, ABSENT],
  };
  const body = (next: () => number) => (): unknown => {
    if (next() < 0.03) return pick(next, [[], [{ selectedServices: [] }], undefined, {}, 'x']);
    const b: Record<string, unknown> = {};
    const shape = next();
    if (shape < 0.85)
      b.selectedServices = Array.from({ length: pick(next, [0, 1, 1, 3, 3, 100, 101]) }, () =>
        next() < 0.7 ? { serviceId: 3, perWeek: 2 } : randomPlanLine(next, 'perWeek', perWeek, 0.05, 'hoursPerWeek'),
      );
    else if (shape < 0.95) b.selectedServices = pick(next, [{ serviceId: 1, perWeek: 1 }, null, 'x', 5]);
    for (const [key, options] of Object.entries(fields)) {
      // Each field absent, a usual value or anything from its list, so that enough whole bodies are valid.
      const roll = next();
      const value = roll < 0.3 ? ABSENT : roll < 0.75 ? options[0] : pick(next, options);
      if (value !== ABSENT) b[key] = value;
    }
    if (next() < 0.05) b.sort = 'distance';
    return b;
  };

  itAgreesWithThePipe(body, acceptPlanQuoteBody, metadata, { seed: 3056_2026, cases: 8000, atLeast: 300 });

  itTakesAsIs('takes the usual quote bodies itself', acceptPlanQuoteBody, [
    // The benchmarked quote, then a page of one.
    { classificationId: 4, near: '3000', radiusKm: 25, selectedServices: [1, 6, 11].map((serviceId, i) => ({ serviceId, perWeek: i + 1 })) },
    { selectedServices: [{ serviceId: 2, perWeek: 0.5 }], near: 'Brunswick VIC', state: 'VIC', limit: 20, offset: 20 },
  ]);

  itLeavesToThePipe(acceptPlanQuoteBody, [
    ['a field the pipe names', { selectedServices: [], sort: 'distance' }],
    ['a place the transform tidies', { selectedServices: [], near: ' 3000 ' }],
    ['a state the transform upper-cases', { selectedServices: [], state: 'vic' }],
    ['a calculator line', { selectedServices: [{ serviceId: 1, hoursPerWeek: 1 }] }],
    ['no plan', { near: '3000' }],
  ]);
});

describe(AppValidationPipe.name, () => {
  const appPipe = new AppValidationPipe();

  it('answers a fast-checked DTO from its check, and anything else from class-validator with its messages', async () => {
    const metadata: ArgumentMetadata = { type: 'query', metatype: SearchProvidersDto };
    await expect(appPipe.transform(Object.assign(Object.create(null) as object, { limit: '5' }), metadata)).resolves.toEqual({ limit: 5 });
    await expect(appPipe.transform({ page: '2' }, metadata)).rejects.toMatchObject({ response: { message: ['property page should not exist'] } });
    await expect(appPipe.transform({ classificationId: '1', selectedServices: [] }, { type: 'body', metatype: CalculateDto })).rejects.toMatchObject({
      response: { message: ['classificationId must be a positive number', 'classificationId must be an integer number'] },
    });
  });
});
