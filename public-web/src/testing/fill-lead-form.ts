import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export const referralGroup = () => screen.getByRole('group', { name: /referral ID/i });
export const selfManagementGroup = () => screen.getByRole('group', { name: /self-manage/i });

export async function answer(user: UserEvent, group: HTMLElement, value: 'Yes' | 'No') {
  await user.click(within(group).getByRole('radio', { name: value }));
}

export const COMPLETE_LEAD = {
  serviceLevel: 'Level 3 - Low to Medium support',
  name: 'Mary Citizen',
  phone: '0400 111 222',
  email: 'mary@example.com',
  postcode: '2000',
};

/** Fills every field with valid answers (referral: No; self-management: Yes). */
export async function fillLeadForm(user: UserEvent, values: Partial<typeof COMPLETE_LEAD> = {}) {
  const v = { ...COMPLETE_LEAD, ...values };
  await answer(user, referralGroup(), 'No');
  await user.selectOptions(screen.getByLabelText(/Level of support/), v.serviceLevel);
  await user.type(screen.getByLabelText(/Full name/), v.name);
  await user.type(screen.getByLabelText(/Phone number/), v.phone);
  await user.type(screen.getByLabelText(/Email address/), v.email);
  await user.type(screen.getByLabelText(/Postcode/), v.postcode);
  await answer(user, selfManagementGroup(), 'Yes');
}
