import type { AdminSessionDto } from '@homeward/domain';

/** The name shown after 'Welcome': the admin's name, or their email when no name is set. */
export function displayName(admin: Pick<AdminSessionDto, 'name' | 'email'>): string {
  const name = admin.name?.trim();
  return name ? name : admin.email;
}

export function welcomeText(admin: Pick<AdminSessionDto, 'name' | 'email'>): string {
  return `Welcome, ${displayName(admin)}`;
}
