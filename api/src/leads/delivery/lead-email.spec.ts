import { NO_LEAD_NEEDS } from '@homeward/domain';
import { LEAD_PLAN, TRAN_NEEDS } from '@homeward/test-support';
import { composeLeadEmail, consoleLeadUrl, leadEmailSubject, type LeadEmailLead } from './lead-email.js';

const providerLead: LeadEmailLead = {
  id: 12,
  kind: 'provider',
  createdAt: new Date('2026-11-23T23:05:00Z'),
  name: 'Jane Smith',
  email: 'jane@example.com',
  phone: '0491 570 156',
  postcode: '2000',
  serviceLevel: 'Level 3 - Low to Medium support',
  hasReferralId: true,
  referralId: 'AC12345678',
  selfManagement: false,
  ...NO_LEAD_NEEDS,
  providerName: 'Wattle Grove Home Care',
};

const tran: LeadEmailLead = {
  ...providerLead,
  name: 'Tran Thi Mai',
  postcode: '3020',
  ...TRAN_NEEDS,
};

const calculatorLead: LeadEmailLead = {
  ...providerLead,
  kind: 'calculator',
  providerName: undefined,
  hasReferralId: false,
  referralId: 'ignored when the answer is No',
  services: [
    { serviceId: 1, hoursPerWeek: 2, serviceName: 'Personal care' },
    { serviceId: 2, hoursPerWeek: 1.5, serviceName: 'Nursing care' },
    { serviceId: 3, hoursPerWeek: 1, serviceName: 'Domestic assistance' },
    { serviceId: 4, hoursPerWeek: 1, serviceName: 'Meals' },
  ],
  totalWeeklyCost: 585,
  totalQuarterlyCost: 7605,
};

describe(leadEmailSubject.name, () => {
  it('names who (as they wrote it), where and what', () => {
    expect(leadEmailSubject(providerLead)).toBe('New enquiry from Homeward: Jane Smith, 2000 — Level 3 - Low to Medium support');
    expect(leadEmailSubject(calculatorLead)).toBe('New calculator lead: Jane Smith, 2000 — Personal care, Nursing care, Domestic assistance and 1 more');
  });

  it('keeps a family name that comes first, and a note after the name, as written', () => {
    expect(leadEmailSubject(tran)).toBe('New enquiry from Homeward: Tran Thi Mai, 3020 — Level 3 - Low to Medium support');
    expect(leadEmailSubject({ ...tran, name: 'Tran Thi Mai (son Minh calls for her)' })).toBe(
      'New enquiry from Homeward: Tran Thi Mai (son Minh calls for her), 3020 — Level 3 - Low to Medium support',
    );
  });

  it('carries nothing else personal: no phone, email, language, interpreter or other person', () => {
    const subject = leadEmailSubject(tran);
    for (const detail of ['0491 570 156', 'jane@example.com', 'Vietnamese', 'interpreter', 'Minh', '0412 345 678', 'mornings']) {
      expect(subject).not.toContain(detail);
    }
  });

  it('keeps a name with line breaks on one line (no header injection)', () => {
    expect(leadEmailSubject({ ...providerLead, name: 'Jane\r\nBcc: x@y.z Smith' })).toBe(
      'New enquiry from Homeward: Jane Bcc: x@y.z Smith, 2000 — Level 3 - Low to Medium support',
    );
  });
});

describe("the family's needs in the email", () => {
  it('shows the language, the interpreter, who to call and a good time, in text and HTML', () => {
    const { text, html } = composeLeadEmail(tran, 'https://homeward.example');
    expect(text).toMatch(/^Language: +Vietnamese, needs an interpreter$/m);
    expect(text).toMatch(/^Who to call: +Minh \(son\), 0412 345 678$/m);
    expect(text).toMatch(/^Good time to call: +Weekday mornings after 10$/m);
    expect(html).toContain('Vietnamese, needs an interpreter');
    expect(html).toContain('Minh (son), 0412 345 678');
  });

  it('says what was not given', () => {
    const { text } = composeLeadEmail(providerLead, 'https://homeward.example');
    expect(text).toMatch(/^Language: +Not given$/m);
    expect(text).toMatch(/^Who to call: +The person named above$/m);
    expect(text).toMatch(/^Good time to call: +Not given$/m);
  });

  it('escapes what the family typed', () => {
    const { html } = composeLeadEmail({ ...tran, contactName: '<b>Minh</b>' }, 'https://homeward.example');
    expect(html).not.toContain('<b>Minh');
    expect(html).toContain('&lt;b&gt;Minh&lt;/b&gt; (son)');
  });
});

describe(composeLeadEmail.name, () => {
  it('lists every field the admin table shows, the referral id and the console link, in text and HTML', () => {
    const { text, html } = composeLeadEmail(providerLead, 'https://homeward.example');
    for (const value of [
      '24 Nov 2026, 10:05 am AEDT',
      'Wattle Grove Home Care',
      'Jane Smith',
      'jane@example.com',
      '0491 570 156',
      '2000',
      'Level 3 - Low to Medium support',
      'AC12345678',
    ]) {
      expect(text).toContain(value);
      expect(html).toContain(value);
    }
    expect(text).toMatch(/^Self-managing: +No$/m);
    expect(text).toContain('https://homeward.example/domainauth/dashboard/leads-provider/12');
    expect(html).toContain('<a href="https://homeward.example/domainauth/dashboard/leads-provider/12">');
  });

  it('shows services and costs of a calculator lead, and "None" for a referral id answered No', () => {
    const { text } = composeLeadEmail(calculatorLead, 'https://homeward.example');
    expect(text).toMatch(/^Referral ID: +None$/m);
    expect(text).toContain('Personal care (2 h a week); Nursing care (1.5 h a week)');
    expect(text).toMatch(/^Weekly cost: +\$585\.00$/m);
    expect(text).toMatch(/^Quarterly cost: +\$7,605\.00$/m);
  });

  it('escapes every value in the HTML', () => {
    const { html } = composeLeadEmail({ ...providerLead, name: '<img src=x onerror=alert(1)>', providerName: 'A & B "Care"' }, 'https://homeward.example');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('A &amp; B &quot;Care&quot;');
  });
});

describe('a provider lead with a plan', () => {
  // The shared plan, over its budget: the email says by how much.
  const withPlan: LeadEmailLead = { ...providerLead, plan: { ...LEAD_PLAN, remainingBudget: -18.57 } };

  it('shows each service, the costs at the provider prices and the budget, in text and HTML', () => {
    const { text, html } = composeLeadEmail(withPlan, 'https://homeward.example');
    const lines = [
      'Personal care: 3 hours a week at $90.50 an hour',
      'Nursing care: 2.5 hours a week, price not published',
      'Transport (per trip): 1 trip a week, not offered',
      'Meal delivery (per meal): 7 meals a week at $15.00 a meal',
    ];
    expect(text).toContain('Their plan (Classification 3: Low to Medium Support), worked out at your published weekday prices when they sent it:');
    for (const line of lines) {
      expect(text).toContain(`- ${line}`);
      expect(html).toContain(`<li>${line}</li>`);
    }
    expect(text).toMatch(/^Weekly cost \(priced services only\): +\$376\.50$/m);
    expect(text).toMatch(/^Quarterly cost \(priced services only\): +\$4,894\.50$/m);
    expect(text).toMatch(/^Over their budget by: +\$18\.57 a quarter$/m);
    expect(html).toContain('<th scope="row" style="padding:4px 12px 4px 0;vertical-align:top;text-align:left">Weekly cost (priced services only)</th>');
    expect(html).toContain('$4,894.50');
    // The contact rows keep their own alignment.
    expect(text).toMatch(/^Self-managing: +No$/m);
  });

  it('says plainly when the whole plan is priced and within the budget', () => {
    const plan = { ...withPlan.plan!, classificationName: null, services: [withPlan.plan!.services[0]], weeklyCost: 271.5, remainingBudget: 100 };
    const { text } = composeLeadEmail({ ...withPlan, plan }, 'https://homeward.example');
    expect(text).toContain('Their plan, worked out at your published weekday prices when they sent it:');
    expect(text).toMatch(/^Weekly cost: +\$271\.50$/m);
    expect(text).toMatch(/^Budget left: +\$100\.00 a quarter$/m);
  });

  it('escapes the plan in the HTML', () => {
    const plan = { ...withPlan.plan!, services: [{ ...withPlan.plan!.services[0], serviceName: '<script>x</script>' }] };
    const { html } = composeLeadEmail({ ...withPlan, plan }, 'https://homeward.example');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;: 3 hours a week');
  });

  it('leaves the plan out of a lead without one', () => {
    const { text, html } = composeLeadEmail({ ...providerLead, plan: null }, 'https://homeward.example');
    expect(text).not.toContain('Their plan');
    expect(html).not.toContain('<ul');
  });
});

describe(consoleLeadUrl.name, () => {
  it('points at the lead dialog of its table', () => {
    expect(consoleLeadUrl('https://site.example', 'calculator', 3)).toBe('https://site.example/domainauth/dashboard/leads-calculator/3');
  });
});
