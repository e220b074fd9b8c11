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
  providerName: 'Wattle Grove Home Care',
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
  it('names who, where and what without the full name', () => {
    expect(leadEmailSubject(providerLead)).toBe('New enquiry from Homeward: Jane S., 2000 — Level 3 - Low to Medium support');
    expect(leadEmailSubject(calculatorLead)).toBe('New calculator lead: Jane S., 2000 — Personal care, Nursing care, Domestic assistance and 1 more');
  });

  it('keeps a name with line breaks on one line (no header injection)', () => {
    expect(leadEmailSubject({ ...providerLead, name: 'Jane\r\nBcc: x@y.z Smith' })).toBe('New enquiry from Homeward: Jane S., 2000 — Level 3 - Low to Medium support');
  });
});

describe(composeLeadEmail.name, () => {
  it('lists every field the admin table shows, the referral id and the console link, in text and HTML', () => {
    const { text, html } = composeLeadEmail(providerLead, 'https://homeward.example');
    for (const value of ['24 Nov 2026, 10:05 am AEDT', 'Wattle Grove Home Care', 'Jane Smith', 'jane@example.com', '0491 570 156', '2000', 'Level 3 - Low to Medium support', 'AC12345678']) {
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

describe(consoleLeadUrl.name, () => {
  it('points at the lead dialog of its table', () => {
    expect(consoleLeadUrl('https://site.example', 'calculator', 3)).toBe('https://site.example/domainauth/dashboard/leads-calculator/3');
  });
});
