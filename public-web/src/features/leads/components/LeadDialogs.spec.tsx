import { useState, type ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAD_MESSAGES } from '@homeward/domain';
import { deferred, installFakeFetch, type FakeFetch, type FakeReply, type FakeRequest, type FakeRoute } from '@homeward/test-support';
import { renderWithApp } from '../../../testing/render-with-app.js';
import { locationsFixture } from '../../../testing/fixtures.js';
import { answer, COMPLETE_LEAD, fillLeadForm, referralGroup, selfManagementGroup } from '../../../testing/fill-lead-form.js';
// The dialogs as the pages load them (the lead-dialog chunk's module).
import { CalculatorLeadDialog, ProviderLeadDialog } from './LeadDialogs.js';
import { planSentNote, type ProviderLeadPlan } from './ProviderLeadDialog.js';

// Whole-page flows with many keystrokes; a shared 2-core machine can be slow.
jest.setTimeout(30_000);

const services = [
  { id: 1, name: 'Nursing care' },
  { id: 2, name: 'Personal care' },
];

/** Stands in for the page: a button that opens the dialog, which stays mounted. */
function WithOpenButton<P extends DialogState>({ Dialog, ...props }: { Dialog: ComponentType<P> } & Omit<P, keyof DialogState>) {
  const [open, setOpen] = useState(false);
  const dialogProps = { ...props, open, onClose: () => setOpen(false) } as unknown as P;
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog {...dialogProps} />
    </>
  );
}

interface DialogState {
  open: boolean;
  onClose(): void;
}

/** The calculator page's dialog. */
const CalculatorHarness = ({ classificationLevel = null }: { classificationLevel?: number | null }) => (
  <WithOpenButton
    Dialog={CalculatorLeadDialog}
    sessionId="visit123"
    selection={{ 2: 3, 99: 1 }}
    services={services}
    totals={{ totalWeeklyCost: 395, totalQuarterlyCost: 5135 }}
    classificationLevel={classificationLevel}
  />
);

/** A directory card's dialog. */
const ProviderHarness = ({ serviceAreas }: { serviceAreas?: string[] }) => (
  <WithOpenButton
    Dialog={ProviderLeadDialog}
    sessionId="visit456"
    provider={{ id: 7, businessName: 'Harbour Home Care', ...(serviceAreas ? { serviceAreas } : {}) }}
  />
);

/** Stands in for a plan quote's row: the provider dialog with the calculator plan and the row's weekly figure. */
const PlanProviderHarness = ({ plan }: { plan: ProviderLeadPlan }) => (
  <WithOpenButton Dialog={ProviderLeadDialog} sessionId="visit789" provider={{ id: 7, businessName: 'Harbour Home Care' }} plan={plan} />
);

const dialog = () => screen.getByRole('dialog');
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(within(dialog()).getByRole('button', { name: /Send my details|Submitting/ }));
/** Toasts render outside the modal, which hides them from the accessibility tree while it is open. */
const toastText = (text: string | RegExp) => within(screen.getByLabelText(/^Notifications/, { selector: 'section' })).findByText(text, {}, { timeout: 2000 });

/** GET /api/locations/<postcode> as the API answers it: the postcode's places, or 404. */
const knownPostcodes: FakeRoute = (req: FakeRequest) => {
  const postcode = req.url.split('/').pop();
  const places = locationsFixture.filter((l) => l.postcode === postcode);
  return postcode === '2000'
    ? { body: [{ postcode: '2000', locality: 'Sydney', state: 'NSW', latitude: -33.87, longitude: 151.21 }] }
    : places.length > 0
      ? { body: places }
      : { status: 404, body: { statusCode: 404, message: 'No such postcode' } };
};

const leadPosts = (api: FakeFetch) => api.requests.filter((r) => r.method === 'POST');
const postcodeLookups = (api: FakeFetch) => api.requests.filter((r) => r.url.startsWith('/api/locations/')).map((r) => r.url);

async function openCalculatorDialog(
  respond: () => FakeReply | Promise<FakeReply>,
  lookup: FakeRoute = knownPostcodes,
  classificationLevel: number | null = null,
) {
  const api = installFakeFetch({ 'POST /api/leads/calculator': respond, 'GET /api/locations/*': lookup });
  const user = userEvent.setup({ delay: null });
  renderWithApp(<CalculatorHarness classificationLevel={classificationLevel} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await screen.findByRole('dialog');
  return { api, user };
}

describe('Lead dialog validation', () => {
  it('checks the referral question, then the referral id, then the other fields, in that order', async () => {
    const { api, user } = await openCalculatorDialog(() => ({ status: 201, body: {} }));

    await submit(user);
    expect(await toastText(LEAD_MESSAGES.referralQuestion)).toBeInTheDocument();
    expect(within(referralGroup()).getAllByRole('radio')[0]).toHaveFocus();

    await answer(user, referralGroup(), 'Yes');
    await submit(user);
    expect(await toastText(LEAD_MESSAGES.referralId)).toBeInTheDocument();
    const referralInput = screen.getByLabelText(/Referral ID/, { selector: 'input' });
    expect(referralInput).toHaveFocus();
    expect(referralInput).toHaveAccessibleDescription(LEAD_MESSAGES.referralId);

    await user.type(referralInput, 'AC12345');
    await submit(user);
    expect(await toastText(LEAD_MESSAGES.requiredFields)).toBeInTheDocument();
    expect(screen.getByLabelText(/Level of support/)).toHaveFocus();
    expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');

    // Every field but the last question filled: still the same message.
    await user.selectOptions(screen.getByLabelText(/Level of support/), COMPLETE_LEAD.serviceLevel);
    await user.type(screen.getByLabelText(/Full name/), COMPLETE_LEAD.name);
    await user.type(screen.getByLabelText(/Phone number/), COMPLETE_LEAD.phone);
    await user.type(screen.getByLabelText(/Email address/), COMPLETE_LEAD.email);
    await user.type(screen.getByLabelText(/Postcode/), COMPLETE_LEAD.postcode);
    await submit(user);
    await waitFor(() => expect(within(selfManagementGroup()).getAllByRole('radio')[0]).toHaveFocus());
    expect(api.requests).toHaveLength(0);
  });

  it('clears the referral id when the answer changes to No', async () => {
    const { user } = await openCalculatorDialog(() => ({ status: 201 }));
    await answer(user, referralGroup(), 'Yes');
    await user.type(screen.getByLabelText(/Referral ID/, { selector: 'input' }), 'AC999');
    await answer(user, referralGroup(), 'No');
    expect(screen.queryByLabelText(/Referral ID/, { selector: 'input' })).not.toBeInTheDocument();
    await answer(user, referralGroup(), 'Yes');
    expect(screen.getByLabelText(/Referral ID/, { selector: 'input' })).toHaveValue('');
  });

  it('keeps the postcode to 4 characters, with a numeric keypad, and uses tel and email inputs', async () => {
    const { user } = await openCalculatorDialog(() => ({ status: 201 }));
    const postcode = screen.getByLabelText(/Postcode/);
    await user.type(postcode, '200012');
    expect(postcode).toHaveValue('2000');
    expect(postcode).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText(/Phone number/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/Phone number/)).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute('type', 'email');
    expect(within(screen.getByLabelText(/Level of support/)).getAllByRole('option')).toHaveLength(12); // prompt + 11
    expect(within(dialog()).getByRole('link', { name: /privacy policy/ })).toHaveAttribute('href', '/privacy');
  });
});

describe('Calculator lead', () => {
  it("starts with the calculator's classification as the level of support, and keeps a different answer", async () => {
    const { user } = await openCalculatorDialog(() => ({ status: 201 }), knownPostcodes, 4);
    expect(screen.getByLabelText(/Level of support/)).toHaveValue('Level 4 - Medium support');
    await user.selectOptions(screen.getByLabelText(/Level of support/), 'Level 3 - Low to Medium support');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByLabelText(/Level of support/)).toHaveValue('Level 3 - Low to Medium support');
  });

  it('starts unanswered without a classification', async () => {
    await openCalculatorDialog(() => ({ status: 201 }));
    expect(screen.getByLabelText(/Level of support/)).toHaveValue('');
  });

  it('sends the lead with named services and totals, says Submitting... meanwhile, then thanks, closes and resets', async () => {
    const reply = deferred<FakeReply>();
    const { api, user } = await openCalculatorDialog(() => reply.promise);
    await fillLeadForm(user);
    await submit(user);

    expect(await within(dialog()).findByRole('button', { name: 'Submitting...' })).toBeInTheDocument();
    await waitFor(() => expect(leadPosts(api)).toHaveLength(1));
    expect(postcodeLookups(api)).toEqual(['/api/locations/2000']);
    expect(leadPosts(api)[0].body).toEqual({
      sessionId: 'visit123',
      hasReferralId: false,
      referralId: null,
      serviceLevel: COMPLETE_LEAD.serviceLevel,
      name: COMPLETE_LEAD.name,
      phone: COMPLETE_LEAD.phone,
      email: COMPLETE_LEAD.email,
      postcode: COMPLETE_LEAD.postcode,
      selfManagement: true,
      selectedServices: [
        { serviceId: 2, hoursPerWeek: 3, serviceName: 'Personal care' },
        { serviceId: 99, hoursPerWeek: 1, serviceName: 'Unknown Service' },
      ],
      totalWeeklyCost: 395,
      totalQuarterlyCost: 5135,
    });

    // A second press while sending does not send twice.
    await submit(user);
    expect(leadPosts(api)).toHaveLength(1);

    reply.resolve({ status: 201, body: { id: 1 } });
    expect(await toastText('Thank you for your interest!')).toBeInTheDocument();
    expect(await toastText('A provider will contact you soon to discuss your aged care needs.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('');
    expect(within(referralGroup()).getByRole('radio', { name: 'No' })).not.toBeChecked();
  });

  it('on failure shows the error toast, stays open and keeps everything typed', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = await openCalculatorDialog(() => ({ status: 503, body: { message: 'Service Unavailable' } }));
    await fillLeadForm(user);
    await submit(user);

    expect(await toastText('Submission failed')).toBeInTheDocument();
    expect(await toastText('Please try again later.')).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(/still here/);
    expect(screen.getByLabelText(/Full name/)).toHaveValue(COMPLETE_LEAD.name);
    expect(screen.getByLabelText(/Phone number/)).toHaveValue(COMPLETE_LEAD.phone);
    expect(screen.getByLabelText(/Email address/)).toHaveValue(COMPLETE_LEAD.email);
    expect(screen.getByLabelText(/Postcode/)).toHaveValue(COMPLETE_LEAD.postcode);
    expect(screen.getByLabelText(/Level of support/)).toHaveValue(COMPLETE_LEAD.serviceLevel);
    expect(within(selfManagementGroup()).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(within(dialog()).getByRole('button', { name: 'Send my details' })).toBeInTheDocument();

    // Trying again sends the same details.
    await submit(user);
    await waitFor(() => expect(leadPosts(api)).toHaveLength(2));
    expect(leadPosts(api)[1].body).toEqual(leadPosts(api)[0].body);
    expect(log).toHaveBeenCalledWith('Lead submission failed', expect.any(Error));
    log.mockRestore();
  });

  it('keeps what was typed when the dialog is closed and opened again', async () => {
    const { user } = await openCalculatorDialog(() => ({ status: 201 }));
    await user.type(screen.getByLabelText(/Full name/), 'Mary');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Mary');
  });
});

describe('Provider lead', () => {
  async function openProviderDialog(respond: () => FakeReply, lookup: FakeRoute = knownPostcodes, serviceAreas?: string[]) {
    const api = installFakeFetch({ 'POST /api/leads/provider': respond, 'GET /api/locations/*': lookup });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ProviderHarness serviceAreas={serviceAreas} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Connect with Harbour Home Care' });
    return { api, user };
  }

  it('sends the provider id and name and thanks the person by the provider name', async () => {
    const { api, user } = await openProviderDialog(() => ({ status: 201, body: {} }));
    await fillLeadForm(user);
    await submit(user);
    expect(await toastText('Harbour Home Care will contact you soon to discuss your aged care needs.')).toBeInTheDocument();
    expect(leadPosts(api)[0].body).toMatchObject({
      providerId: 7,
      providerName: 'Harbour Home Care',
      sessionId: 'visit456',
      hasReferralId: false,
      referralId: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("on failure shows the provider error toast and keeps the data, with the server's reason inline", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openProviderDialog(() => ({
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'email must be an email', fields: { email: 'email must be an email' } },
    }));
    await fillLeadForm(user, { name: 'Bob Jones' });
    await submit(user);
    expect(await toastText('Error')).toBeInTheDocument();
    expect(await toastText('Failed to submit your information. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Bob Jones');
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('We could not send your details: email must be an email');
    log.mockRestore();
  });

  it('sends no plan from the directory or the provider page, and says nothing about one', async () => {
    const { api, user } = await openProviderDialog(() => ({ status: 201, body: {} }));
    expect(within(dialog()).queryByText(/your plan/)).not.toBeInTheDocument();
    await fillLeadForm(user);
    await submit(user);
    await waitFor(() => expect(leadPosts(api)).toHaveLength(1));
    expect(leadPosts(api)[0].body).not.toHaveProperty('plan');
  });

  it('warns, without blocking, when the provider does not list the postcode among its areas', async () => {
    const { api, user } = await openProviderDialog(() => ({ status: 201, body: {} }), knownPostcodes, ['Lilydale', 'Healesville', 'Mooroolbark']);
    const note = screen.getByTestId('service-area-note');
    expect(note).toBeEmptyDOMElement();
    await fillLeadForm(user, { postcode: '2000' });
    await waitFor(() =>
      expect(note).toHaveTextContent(
        'Harbour Home Care does not list 2000 among the areas it visits (it lists Lilydale, Healesville and Mooroolbark). You can still send your details',
      ),
    );
    expect(note).toHaveAttribute('role', 'status');
    await submit(user);
    await waitFor(() => expect(leadPosts(api)).toHaveLength(1));
    expect(leadPosts(api)[0].body).toMatchObject({ postcode: '2000', providerId: 7 });
  });

  it.each([
    ['its suburb', ['Sydney']],
    ['the postcode', ['2000', '2010']],
  ])('says nothing when an area names %s', async (_label, areas) => {
    const { api, user } = await openProviderDialog(() => ({ status: 201, body: {} }), knownPostcodes, areas);
    await user.type(screen.getByLabelText(/Postcode/), '2000');
    await waitFor(() => expect(postcodeLookups(api)).toEqual(['/api/locations/2000']));
    await waitFor(() => expect(screen.getByTestId('service-area-note')).toBeEmptyDOMElement());
  });

  it('checks the postcode in the provider dialog too', async () => {
    const { api, user } = await openProviderDialog(() => ({ status: 201, body: {} }));
    await fillLeadForm(user, { postcode: '9999' });
    await submit(user);
    expect(await toastText(LEAD_MESSAGES.postcodeUnknown)).toBeInTheDocument();
    expect(leadPosts(api)).toHaveLength(0);
  });
});

describe('Provider lead from a plan quote row', () => {
  const plan: ProviderLeadPlan = {
    input: {
      classificationId: 3,
      selectedServices: [
        { serviceId: 2, perWeek: 3 },
        { serviceId: 1, perWeek: 2 },
        { serviceId: 9, perWeek: 1.5 },
      ],
    },
    weeklyCost: 412.5,
    wholePlanPriced: true,
  };

  it('tells the person their plan goes with their details, then posts the plan (and no figures) with the lead', async () => {
    const api = installFakeFetch({
      'POST /api/leads/provider': () => ({ status: 201, body: { id: 1, status: 'new' } }),
      'GET /api/locations/*': knownPostcodes,
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PlanProviderHarness plan={plan} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Connect with Harbour Home Care' });
    expect(within(dialog()).getByText("We'll send your plan (3 services, $412.50 a week at their prices) with your details.")).toBeInTheDocument();

    await fillLeadForm(user);
    await submit(user);
    expect(await toastText('Harbour Home Care will contact you soon to discuss your aged care needs.')).toBeInTheDocument();
    const [post] = leadPosts(api);
    expect(post.body).toMatchObject({ providerId: 7, providerName: 'Harbour Home Care', sessionId: 'visit789' });
    expect((post.body as { plan: unknown }).plan).toEqual(plan.input);
  });

  it.each([
    ['the whole plan priced', plan, "We'll send your plan (3 services, $412.50 a week at their prices) with your details."],
    [
      'one service',
      { ...plan, input: { selectedServices: [{ serviceId: 2, perWeek: 3 }] }, weeklyCost: 270 },
      "We'll send your plan (1 service, $270.00 a week at their prices) with your details.",
    ],
    [
      'part of the plan priced',
      { ...plan, weeklyCost: 240, wholePlanPriced: false },
      "We'll send your plan (3 services) with your details. The services they have prices for come to $240.00 a week.",
    ],
    ['nothing priced', { ...plan, weeklyCost: 0, wholePlanPriced: false }, "We'll send your plan (3 services) with your details."],
  ])('words the note plainly: %s', (_label, given, text) => {
    expect(planSentNote(given)).toBe(text);
  });
});

describe('Lead postcode checks', () => {
  const postcodeInput = () => screen.getByLabelText(/Postcode/);

  it('come after the spec\'s checks: a missing postcode is still "fill in all required fields"', async () => {
    const { api, user } = await openCalculatorDialog(() => ({ status: 201 }));
    await fillLeadForm(user, { postcode: '12' });
    await user.clear(postcodeInput());
    // A blank postcode: the presence check speaks, not the format check.
    await submit(user);
    expect(await toastText(LEAD_MESSAGES.requiredFields)).toBeInTheDocument();
    expect(postcodeLookups(api)).toHaveLength(0);
  });

  it('check the format first, then whether the postcode exists, and only then send', async () => {
    const { api, user } = await openCalculatorDialog(() => ({ status: 201, body: {} }));
    await fillLeadForm(user, { postcode: '305' });
    await submit(user);
    expect(await toastText(LEAD_MESSAGES.postcodeFormat)).toBeInTheDocument();
    expect(postcodeInput()).toHaveFocus();
    expect(postcodeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(postcodeInput()).toHaveAccessibleDescription(LEAD_MESSAGES.postcodeFormat);
    // A bad format is never looked up.
    expect(api.requests).toHaveLength(0);

    await user.clear(postcodeInput());
    await user.type(postcodeInput(), '9999');
    expect(postcodeInput()).toHaveAttribute('aria-invalid', 'false');
    await submit(user);
    expect(await toastText(LEAD_MESSAGES.postcodeUnknown)).toBeInTheDocument();
    await waitFor(() => expect(postcodeInput()).toHaveFocus());
    expect(postcodeInput()).toHaveAccessibleDescription(LEAD_MESSAGES.postcodeUnknown);
    expect(postcodeLookups(api)).toEqual(['/api/locations/9999']);
    expect(leadPosts(api)).toHaveLength(0);
    expect(within(dialog()).getByRole('button', { name: 'Send my details' })).toBeInTheDocument();

    await user.clear(postcodeInput());
    await user.type(postcodeInput(), '3056');
    await submit(user);
    await waitFor(() => expect(leadPosts(api)).toHaveLength(1));
    expect(leadPosts(api)[0].body).toMatchObject({ postcode: '3056' });
    expect(await toastText('Thank you for your interest!')).toBeInTheDocument();
  });

  it('let the lead through when the lookup itself fails (the server checks again)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api, user } = await openCalculatorDialog(
      () => ({ status: 201, body: {} }),
      () => {
        throw new TypeError('Failed to fetch');
      },
    );
    await fillLeadForm(user, { postcode: '3056' });
    await submit(user);
    await waitFor(() => expect(leadPosts(api)).toHaveLength(1));
    expect(await toastText('Thank you for your interest!')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('let the lead through when the lookup answers with a server error', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api, user } = await openCalculatorDialog(
      () => ({ status: 201, body: {} }),
      () => ({ status: 503, body: { message: 'down' } }),
    );
    await fillLeadForm(user, { postcode: '3056' });
    await submit(user);
    await waitFor(() => expect(leadPosts(api)).toHaveLength(1));
    warn.mockRestore();
  });

  it('mark the postcode when the server turns it down', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await openCalculatorDialog(
      () => ({
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: LEAD_MESSAGES.postcodeUnknown, fields: { postcode: LEAD_MESSAGES.postcodeUnknown } },
      }),
      () => {
        throw new TypeError('Failed to fetch');
      },
    );
    await fillLeadForm(user, { postcode: '3056' });
    await submit(user);
    expect(await toastText('Submission failed')).toBeInTheDocument();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(LEAD_MESSAGES.postcodeUnknown);
    expect(postcodeInput()).toHaveAccessibleDescription(LEAD_MESSAGES.postcodeUnknown);
    log.mockRestore();
    warn.mockRestore();
  });
});
