import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LocationDto } from '@homeward/domain';
import type { FakeReply, FakeRoutes } from '@homeward/test-support';
import { adminProvider } from '../../test/provider-fixture';
import { listReply, location, renderConsole, signedInRoutes } from '../../test/render-console';
import { todayIso } from './provider-form';

// The whole console renders and every key is typed: slow on a busy 2-core machine.
jest.setTimeout(30_000);

const place = (postcode: string, locality: string, state: LocationDto['state']): LocationDto => ({
  postcode,
  locality,
  state,
  latitude: -37.7,
  longitude: 144.9,
});

const LOCALITIES: Record<string, LocationDto[]> = {
  '3056': [place('3056', 'Brunswick', 'VIC'), place('3056', 'Brunswick Lower', 'VIC'), place('3056', 'Brunswick North', 'VIC')],
  '2000': [place('2000', 'Sydney', 'NSW'), place('2000', 'The Rocks', 'NSW')],
  // Crosses the ACT/NSW border.
  '2620': [place('2620', 'Hume', 'ACT'), place('2620', 'Queanbeyan', 'NSW')],
};

/** GET /api/locations/:postcode from the table above; 404 for any other postcode. */
const locationRoutes = (): FakeRoutes =>
  Object.fromEntries(Object.entries(LOCALITIES).map(([postcode, localities]) => [`GET /api/locations/${postcode}`, { status: 200, body: localities }]));

const SAVED = adminProvider({ state: 'VIC', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' });

/** Opens Add provider: the form to query, a user to act in it, what was fetched and what was posted. */
async function startAdding(extra: FakeRoutes = {}) {
  const user = userEvent.setup({ delay: null });
  let posted: Record<string, unknown> | null = null;
  const fetch = renderConsole('/dashboard/providers/new', {
    ...signedInRoutes(),
    ...locationRoutes(),
    'POST /api/admin/providers': (req) => {
      posted = req.body as Record<string, unknown>;
      return { status: 201, body: { ...SAVED, ...posted, id: 99 } };
    },
    ...extra,
  });
  return { user, fetch, posted: () => posted, form: await dialog() };
}

/**
 * The control a label names, found by the label's words. getByLabelText asks every element in scope for its labels,
 * and jsdom works each element's labels out by walking the whole document: on this big form that was most of the
 * file's time. This reads one label and its one control, as a person reading the label would.
 */
function labelled(scope: ReturnType<typeof within>, text: string | RegExp): HTMLElement {
  const label = scope.getByText(text, { selector: 'label, label *' }).closest('label');
  const control = label?.control;
  if (!control) throw new Error(`No form control is labelled ${String(text)}`);
  return control;
}

const dialog = async (name = 'Add provider') => within(await screen.findByRole('dialog', { name }));
const suburbBox = (form: ReturnType<typeof within>) => labelled(form, /^Suburb/);
/** The dialog's Save button, by its words (getByRole would work out the name of every button of the form). */
const saveButton = (form: ReturnType<typeof within>) => form.getByText('Save provider', { selector: 'button' });
const stateBox = (form: ReturnType<typeof within>) => form.getByRole('combobox', { name: /State or territory/ });

/**
 * Fills the required fields other than the place, each pasted in one input event: typed key by key, every key
 * re-rendered the whole form (about 50 renders; the typing itself is the postcode tests' business).
 */
async function fillRequiredExceptPlace(form: ReturnType<typeof within>, user: ReturnType<typeof userEvent.setup>) {
  const fields: Array<[HTMLElement, string]> = [
    [labelled(form, /Business name/), 'Wattle Care'],
    [labelled(form, /^Email$/), 'hi@wattle.example'],
    [labelled(form, /^Phone/), '02 5550 0000'],
    [labelled(form, /Street address/), '1 Main St'],
  ];
  for (const [field, value] of fields) {
    await user.click(field);
    await user.paste(value);
  }
}

/** Opens the suburb suggestions: the list, and the words of its options in order. */
async function suburbSuggestions(form: ReturnType<typeof within>, user: ReturnType<typeof userEvent.setup>) {
  await user.click(suburbBox(form));
  const listbox = await screen.findByRole('listbox', { name: /Suburb/ });
  return {
    listbox,
    options: within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent),
  };
}

/** Types the postcode, opens the suburb suggestions and picks one. */
async function choosePlace(form: ReturnType<typeof within>, user: ReturnType<typeof userEvent.setup>, postcode: string, suburb: string) {
  await user.type(labelled(form, /Postcode/), postcode);
  await user.click(suburbBox(form));
  await user.click(await screen.findByRole('option', { name: suburb }));
}

describe('ProviderForm: where enquiries go, and the price list', () => {
  it('asks for the email for new enquiries as an email, beside the email and away from the street address', async () => {
    const { form } = await startAdding();
    const enquiries = labelled(form, /^Email for new enquiries/);
    expect(enquiries).toHaveAttribute('type', 'email');
    expect(form.queryByLabelText(/Address for new leads/)).toBeNull();
    const fields = form.getAllByRole('textbox');
    const at = (el: HTMLElement) => fields.indexOf(el);
    expect(at(enquiries)).toBe(at(labelled(form, /^Email$/)) + 1);
    expect(at(labelled(form, /Street address/)) - at(enquiries)).toBeGreaterThanOrEqual(4);
  });

  it('marks the weekday daytime price as needed only once a row has a price, as the words and the API say', async () => {
    const { user, form } = await startAdding({
      'GET /api/services': {
        body: [
          {
            id: 6,
            name: 'Personal care',
            category: 'Independence',
            description: '',
            hourlyRate: '100.00',
            icon: 'shower',
            isContributable: true,
            unit: 'hour',
          },
        ],
      },
    });
    await user.click(await waitFor(() => labelled(form, 'Personal care')));
    expect(form.getByText(/Leave a row blank if no price is published. Once a row has any price, its weekday daytime price is needed too/)).toBeInTheDocument();
    const row = within(form.getByRole('group', { name: 'Prices for Personal care' }));
    const weekday = row.getByLabelText(/Weekday daytime price/);
    expect(weekday.closest('.MuiFormControl-root')?.querySelector('.MuiFormLabel-asterisk')).toBeNull();
    await user.type(row.getByLabelText(/Sunday price/), '120');
    expect(weekday.closest('.MuiFormControl-root')?.querySelector('.MuiFormLabel-asterisk')).not.toBeNull();
  });
});

describe('ProviderForm: postcode, suburb and state', () => {
  it('offers the suburbs of a 4-digit postcode and fills its state; a chosen suburb fills the field', async () => {
    const { user, fetch, form } = await startAdding();

    await user.type(labelled(form, /Postcode/), '305');
    expect(fetch.callsTo('GET /api/locations/305')).toBe(0);
    await user.type(labelled(form, /Postcode/), '6');

    await waitFor(() => expect(stateBox(form)).toHaveTextContent('Victoria (VIC)'));
    expect(form.getByText('3 suburbs in 3056: choose one or type another')).toBeInTheDocument();
    expect(form.getByRole('status')).toHaveTextContent('3 suburbs found for 3056. State set to Victoria (VIC).');

    // Keyboard: focus opens the suggestions, arrow down and Enter choose one.
    const { options } = await suburbSuggestions(form, user);
    expect(options).toEqual(['Brunswick', 'Brunswick Lower', 'Brunswick North']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(suburbBox(form)).toHaveValue('Brunswick');

    // The state stays editable.
    await user.click(stateBox(form));
    await user.click(await screen.findByRole('option', { name: 'New South Wales (NSW)' }));
    expect(stateBox(form)).toHaveTextContent('New South Wales (NSW)');
    expect(fetch.callsTo('GET /api/locations/3056')).toBe(1);
  });

  it('asks once per postcode', async () => {
    const { user, fetch, form } = await startAdding();
    const postcode = labelled(form, /Postcode/);

    await user.type(postcode, '3056');
    await waitFor(() => expect(stateBox(form)).toHaveTextContent('Victoria (VIC)'));
    await user.clear(postcode);
    await user.type(postcode, '2000');
    await waitFor(() => expect(stateBox(form)).toHaveTextContent('New South Wales (NSW)'));
    await user.clear(postcode);
    await user.type(postcode, '3056');
    await waitFor(() => expect(stateBox(form)).toHaveTextContent('Victoria (VIC)'));

    expect(fetch.callsTo('GET /api/locations/3056')).toBe(1);
    expect(fetch.callsTo('GET /api/locations/2000')).toBe(1);
  });

  it('fills the state from the chosen suburb when the postcode crosses a state border', async () => {
    const { user, form } = await startAdding();

    await user.type(labelled(form, /Postcode/), '2620');
    const { listbox, options } = await suburbSuggestions(form, user);
    expect(options).toEqual(['HumeACT', 'QueanbeyanNSW']);
    expect(stateBox(form)).not.toHaveTextContent(/\(ACT\)|\(NSW\)/);

    await user.click(within(listbox).getByRole('option', { name: /Queanbeyan/ }));
    expect(suburbBox(form)).toHaveValue('Queanbeyan');
    expect(stateBox(form)).toHaveTextContent('New South Wales (NSW)');
  });

  it('shows an unknown postcode as an error tied to the field, and does not save it', async () => {
    const { user, fetch, form } = await startAdding();
    await fillRequiredExceptPlace(form, user);
    await user.type(suburbBox(form), 'Nowhere');

    const postcode = labelled(form, /Postcode/);
    await user.type(postcode, '9999');
    await waitFor(() => expect(postcode).toHaveAttribute('aria-invalid', 'true'));
    expect(postcode).toHaveAccessibleDescription('We could not find that postcode');

    await user.click(saveButton(form));
    await waitFor(() => expect(form.getByText('Choose a state or territory')).toBeInTheDocument());
    expect(postcode).toHaveAccessibleDescription('We could not find that postcode');
    expect(fetch.callsTo('POST /api/admin/providers')).toBe(0);

    // A known postcode clears it.
    await user.clear(postcode);
    await user.type(postcode, '3056');
    await waitFor(() => expect(postcode).toHaveAttribute('aria-invalid', 'false'));
    expect(postcode).toHaveAccessibleDescription('Fills in the state and suggests suburbs');
  });

  it('keeps the format error for a postcode that is not 4 digits, without a lookup', async () => {
    const { user, fetch, form } = await startAdding();
    const postcode = labelled(form, /Postcode/);

    await user.type(postcode, '305');
    await user.click(saveButton(form));
    await waitFor(() => expect(postcode).toHaveAccessibleDescription('Enter a 4-digit postcode'));
    expect(form.getByText('Enter the suburb')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/locations'))).toBe(false);
  });

  it.each<[string, FakeRoutes[string]]>([
    ['answers 500', { status: 500, body: { statusCode: 500, message: 'Internal server error' } } as FakeReply],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('saves when the lookup %s', async (_label, reply) => {
    const { user, fetch, posted, form } = await startAdding({ 'GET /api/locations/3056': reply });
    await fillRequiredExceptPlace(form, user);

    await user.type(labelled(form, /Postcode/), '3056');
    await waitFor(() => expect(form.getByText('Suburb suggestions are not available right now. Type the suburb.')).toBeInTheDocument());
    expect(labelled(form, /Postcode/)).toHaveAttribute('aria-invalid', 'false');
    await user.type(suburbBox(form), 'Brunswick');
    await user.click(stateBox(form));
    await user.click(await screen.findByRole('option', { name: 'Victoria (VIC)' }));
    await user.click(saveButton(form));

    await waitFor(() => expect(fetch.callsTo('POST /api/admin/providers')).toBe(1));
    expect(posted()).toMatchObject({ suburb: 'Brunswick', state: 'VIC', postcode: '3056' });
    await waitFor(() => expect(location.path).toBe('/dashboard'));
  });

  it('saves a suburb chosen from the suggestions with the filled state', async () => {
    const { user, posted, form } = await startAdding();
    await fillRequiredExceptPlace(form, user);

    await choosePlace(form, user, '3056', 'Brunswick North');
    await user.click(saveButton(form));

    await waitFor(() => expect(posted()).toMatchObject({ suburb: 'Brunswick North', state: 'VIC', postcode: '3056' }));
  });

  it('keeps the saved state of an edited provider until a new postcode is entered', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole('/dashboard/providers/7', {
      ...signedInRoutes(),
      ...locationRoutes(),
      'GET /api/locations/2150': { status: 200, body: [place('2150', 'Harris Park', 'NSW'), place('2150', 'Parramatta', 'NSW')] },
      'GET /api/admin/providers': listReply('providers', [SAVED]),
      'GET /api/admin/providers/7': { status: 200, body: SAVED },
      // The edit page also shows the provider's portal users and its audit trail.
      'GET /api/admin/providers/7/users': { status: 200, body: { users: [], invitations: [] } },
      'GET /api/admin/providers/7/notices': {
        status: 200,
        body: { providerId: 7, noticesCheckedOn: null, noticesCheckedBy: null, noticesCheckedByEmail: null, notices: [] },
      },
      'GET /api/admin/audit': listReply('audit', []),
    });
    const form = await dialog('Edit provider');
    await waitFor(() => expect(form.getByText('2 suburbs in 2150: choose one or type another')).toBeInTheDocument());
    expect(stateBox(form)).toHaveTextContent('Victoria (VIC)');
    expect(suburbBox(form)).toHaveValue('Parramatta');

    const postcode = labelled(form, /Postcode/);
    await user.clear(postcode);
    await user.type(postcode, '2000');
    await waitFor(() => expect(stateBox(form)).toHaveTextContent('New South Wales (NSW)'));
  });

  it('offers postcodes and suburbs as service areas while typing', async () => {
    const { user, fetch, form } = await startAdding({
      'GET /api/locations': (req) => {
        const query = new URL(req.url, 'http://x').searchParams.get('query');
        return { status: 200, body: query === '305' ? LOCALITIES['3056'] : [place('3056', 'Brunswick', 'VIC'), place('6224', 'Brunswick', 'WA')] };
      },
    });
    const areas = labelled(form, /^Service areas/);

    await user.type(areas, '305');
    const listbox = await screen.findByRole('listbox', { name: /Service areas/ });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['3056Brunswick, Brunswick Lower, Brunswick North']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(form.getByRole('button', { name: '3056' })).toBeInTheDocument();

    await user.type(areas, 'Bruns');
    await user.click(await screen.findByRole('option', { name: /Brunswick WA/ }));
    expect(form.getByRole('button', { name: 'Brunswick WA' })).toBeInTheDocument();

    // Free text still works, and one letter asks nothing.
    await user.type(areas, 'Westmead{Enter}');
    expect(form.getByRole('button', { name: 'Westmead' })).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => /\/api\/locations\?query=(3|B|W)&/.test(String(url)))).toEqual([]);
  });
});

describe('ProviderForm: languages, diverse needs, intake and registration', () => {
  it('saves the ticked languages, needs and categories, and a status dated today', async () => {
    const { user, posted, form } = await startAdding();
    await fillRequiredExceptPlace(form, user);
    await choosePlace(form, user, '3056', 'Brunswick');

    // By label: getByRole computes the name of every one of the form's many checkboxes and is slow in jsdom.
    await user.click(labelled(form, 'Italian'));
    await user.click(labelled(form, 'Greek'));
    await user.click(labelled(form, 'People living with dementia'));
    await user.click(labelled(form, /^4\. Personal care/));
    await user.click(form.getByLabelText(/Taking new clients/));
    await user.click(within(await screen.findByRole('listbox')).getByText('Has a waiting list'));
    await waitFor(() => expect(labelled(form, /Date checked/)).toHaveValue(todayIso()));
    await user.click(saveButton(form));

    await waitFor(() =>
      expect(posted()).toMatchObject({
        languages: ['el', 'it'],
        diverseNeeds: ['dementia'],
        registrationCategories: [4],
        acceptingNewClients: 'waitlist',
        acceptingConfirmedAt: todayIso(),
      }),
    );
  }, 120_000); // the longest form walk in the suite: on a busy 2-core machine it needs more than the file's 30 s
});
