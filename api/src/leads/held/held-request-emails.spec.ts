import { composeHeldFamilyEmail, composeHeldOutcomeEmail, composeHeldTeamEmail, type HeldRequestMailFacts } from './held-request-emails.js';

const config = { siteOrigin: 'https://homeward.example', mail: { leadsEmail: 'team@homeward.example' } } as Parameters<typeof composeHeldTeamEmail>[1];

const facts: HeldRequestMailFacts = {
  lead: {
    id: 9,
    name: 'Jane Smith',
    email: 'jane@example.com',
    phone: '0491 570 156',
    postcode: '2300',
    serviceLevel: 'Level 3 - Low to Medium support',
    hasReferralId: true,
    referralId: 'AC12345678',
    selfManagement: false,
    // Monday 30 November 2026, 10:00 in Sydney; due Wednesday 2 December at 10:00.
    createdAt: new Date('2026-11-29T23:00:00Z'),
    contactBy: new Date('2026-12-01T23:00:00Z'),
    teamAction: null,
  },
  organisation: 'Bright <Care> Ltd',
  place: 'Newcastle NSW 2300',
  state: 'NSW',
};

describe(composeHeldTeamEmail.name, () => {
  it("goes to the team's address with the family's details, the promise's day and the console link", () => {
    const mail = composeHeldTeamEmail(facts, config, '<held-team-9@homeward.example>');
    expect(mail.to).toBe('team@homeward.example');
    expect(mail.subject).toBe('Request for a provider not on Homeward: Bright <Care> Ltd — Jane Smith, 2300');
    for (const value of ['Jane Smith', 'jane@example.com', '0491 570 156', 'AC12345678', 'Newcastle NSW 2300', 'Wednesday 2 December 2026']) {
      expect(mail.text).toContain(value);
    }
    expect(mail.text).toContain('https://homeward.example/domainauth/dashboard/held-requests');
    expect(mail.html).toContain('Bright &lt;Care&gt; Ltd');
    expect(mail.html).not.toContain('<Care>');
  });
});

describe(composeHeldFamilyEmail.name, () => {
  it('tells the family plainly that we have it, what happens and by when', () => {
    const mail = composeHeldFamilyEmail(facts, config, '<held-family-9@homeward.example>');
    expect(mail.to).toBe('jane@example.com');
    expect(mail.subject).toBe('We have your request for Bright <Care> Ltd');
    expect(mail.text).toContain(
      "We have your request for Bright <Care> Ltd. It hasn't joined Homeward yet, so our team will pass your request on to them or ask them to join, and we'll let you know by email by Wednesday 2 December 2026.",
    );
    expect(mail.text).toContain('team@homeward.example');
  });

  it('repeats the needs they gave and offers TIS National for the reply they may make', () => {
    const withNeeds = { ...facts, lead: { ...facts.lead, language: 'vi' as const, needsInterpreter: true, contactName: 'Minh', contactRelationship: 'son' } };
    const mail = composeHeldFamilyEmail(withNeeds, config, 'x');
    expect(mail.text).toMatch(/^Language: +Vietnamese, needs an interpreter$/m);
    expect(mail.text).toMatch(/^Who to call: +Minh \(son\)$/m);
    expect(mail.text).toContain('Translating and Interpreting Service (TIS National) on 131 450');
    const team = composeHeldTeamEmail(withNeeds, config, 'y');
    expect(team.text).toMatch(/^Language: +Vietnamese, needs an interpreter$/m);
    expect(team.subject).not.toContain('Vietnamese');
  });
});

describe(composeHeldOutcomeEmail.name, () => {
  it('says what the team did', () => {
    expect(composeHeldOutcomeEmail(facts, config, 'x')).toBeNull();
    const passed = composeHeldOutcomeEmail({ ...facts, lead: { ...facts.lead, teamAction: 'passed-on' } }, config, 'x')!;
    expect(passed.subject).toBe('We passed your request on to Bright <Care> Ltd');
    const invited = composeHeldOutcomeEmail({ ...facts, lead: { ...facts.lead, teamAction: 'invited' } }, config, 'x')!;
    expect(invited.subject).toBe('We asked Bright <Care> Ltd to join Homeward');
    expect(invited.text).toContain("We can't promise that they will join.");
    expect(invited.text).toContain('https://homeward.example/provider-directory');
  });
});
