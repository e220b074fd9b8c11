import type { AdminSessionDto } from '@homeward/domain';

/** The name a signed-in person is shown by ('Welcome, ...'): their name, or their email when no name is set. */
export function displayName(person: Pick<AdminSessionDto, 'name' | 'email'>): string {
  const name = person.name?.trim();
  return name ? name : person.email;
}
