import { BadRequestException } from '@nestjs/common';
import { likePattern, parseListQuery, sendListPage, type ListSpec } from './list-query.js';

const spec: ListSpec<'q' | 'state'> = { sortable: ['id', 'name'], defaultSort: { field: 'id', order: 'ASC' }, filters: ['q', 'state'], maxPageSize: 100 };

describe(parseListQuery.name, () => {
  it('returns the plain, unpaged list when no parameter is given', () => {
    expect(parseListQuery({}, spec)).toEqual({ paged: false, sort: { field: 'id', order: 'ASC' }, skip: 0, take: undefined, ids: undefined, filter: {} });
  });

  it('reads ra-data-simple-rest sort, range and filter', () => {
    expect(parseListQuery({ sort: '["name","desc"]', range: '[10,19]', filter: '{"q":"care","state":"NSW","id":[3,4]}' }, spec)).toEqual({
      paged: true,
      sort: { field: 'name', order: 'DESC' },
      skip: 10,
      take: 10,
      ids: [3, 4],
      filter: { q: 'care', state: 'NSW' },
    });
  });

  it('ignores empty filter values (react-admin sends them when a filter is cleared)', () => {
    expect(parseListQuery({ filter: '{"q":"","state":null}' }, spec).filter).toEqual({});
  });

  it.each([
    [{ sort: 'name' }],
    [{ sort: '["password","ASC"]' }],
    [{ sort: '["name","UP"]' }],
    [{ range: '[3]' }],
    [{ range: '[5,2]' }],
    [{ range: '[-1,2]' }],
    [{ range: '[0,100]' }],
    [{ filter: '"q"' }],
    [{ filter: '{"other":1}' }],
    [{ filter: '{"q":{"$ne":1}}' }],
    [{ filter: '{"id":["1"]}' }],
  ])('refuses %p with a 400', (params) => {
    expect(() => parseListQuery(params, spec)).toThrow(BadRequestException);
  });
});

describe(likePattern.name, () => {
  it('lower-cases and escapes LIKE wildcards with "!"', () => {
    expect(likePattern(' 50%_Off! ')).toBe('%50!%!_off!!%');
  });
});

describe(sendListPage.name, () => {
  const res = () => {
    const headers: Record<string, string> = {};
    return { headers, setHeader: (k: string, v: string) => (headers[k] = v) };
  };

  it('sets Content-Range as first-last/total and exposes it', () => {
    const r = res();
    expect(sendListPage(r as never, 'providers', { items: ['a', 'b'], total: 12, skip: 5 })).toEqual(['a', 'b']);
    expect(r.headers).toEqual({ 'Content-Range': 'providers 5-6/12', 'Access-Control-Expose-Headers': 'Content-Range' });
  });

  it('uses * for an empty page', () => {
    const r = res();
    sendListPage(r as never, 'users', { items: [], total: 0, skip: 0 });
    expect(r.headers['Content-Range']).toBe('users */0');
  });
});
