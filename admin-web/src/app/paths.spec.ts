import { paths, tabFromPath } from './paths';

describe('tabFromPath', () => {
  it.each([
    ['/dashboard', 'providers'],
    ['/dashboard/', 'providers'],
    ['/dashboard/providers/new', 'providers'],
    ['/dashboard/providers/12', 'providers'],
    ['/dashboard/users', 'users'],
    ['/dashboard/users/new', 'users'],
    ['/dashboard/leads-calculator', 'leads-calculator'],
    ['/dashboard/leads-provider/4', 'leads-provider'],
    ['/dashboard/nope', null],
    ['/', null],
  ])('%s -> %s', (path, tab) => {
    expect(tabFromPath(path)).toBe(tab);
  });

  it('builds record paths', () => {
    expect(paths.providerEdit(5)).toBe('/dashboard/providers/5');
    expect(paths.calculatorLead(2)).toBe('/dashboard/leads-calculator/2');
  });
});
