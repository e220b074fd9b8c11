import type { AdminUserDto, ProviderCsvImportReport, RecoveryCodesDto, SecondFactorSetupDto } from '@homeward/domain';
import type { HttpClient } from './data-provider.js';

/** The outcome of POST /api/admin/providers/import: the report, and whether the server refused it. */
export interface ImportOutcome {
  report: ProviderCsvImportReport | null;
  /** The file-level problem (not CSV, missing columns...) or the refusal message; null when accepted. */
  problem: string | null;
}

/** Admin-team calls that ra-data-simple-rest does not cover: erasure, CSV, passwords. */
export interface AdminTeamCalls {
  eraseLeads(resource: string, ids: number[], reason: string): Promise<{ erased: number[]; alreadyErased: number[] }>;
  exportProvidersCsv(): Promise<string>;
  /** Sends the file as text/csv: a dry run unless apply. A 400 is an outcome (with the report), not a throw. */
  importProvidersCsv(file: Blob, apply: boolean): Promise<ImportOutcome>;
  /** Another admin's new password; `currentPassword` is the signed-in admin's own, confirming it is them. */
  setUserPassword(id: number, password: string, currentPassword: string): Promise<void>;
  changeOwnPassword(currentPassword: string, newPassword: string): Promise<void>;
  /** A new secret and its QR code for the signed-in admin (kept by the server until confirmed), after their password. */
  startTwoFactorSetup(currentPassword: string): Promise<SecondFactorSetupDto>;
  /** The first code from the app; answers the ten recovery codes, shown once. */
  confirmTwoFactor(code: string): Promise<RecoveryCodesDto>;
  /** Another admin's second factor removed (a lost phone), after the signed-in admin's own password. */
  resetTwoFactor(id: number, currentPassword: string): Promise<AdminUserDto>;
}

const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body), headers: new Headers({ 'Content-Type': 'application/json' }) });

export function adminTeamCalls(apiUrl: string, client: HttpClient): AdminTeamCalls {
  return {
    eraseLeads: (resource, ids, reason) =>
      client(`${apiUrl}/${resource}/erase`, json({ ids, reason })).then(({ json: body }) => body as { erased: number[]; alreadyErased: number[] }),
    exportProvidersCsv: () => client(`${apiUrl}/providers/export.csv`, { headers: new Headers({ Accept: 'text/csv' }) }).then(({ body }) => body),
    importProvidersCsv: async (file, apply) => {
      const response = await fetch(`${apiUrl}/providers/import${apply ? '?apply=true' : ''}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'text/csv', Accept: 'application/json' },
        body: file,
      });
      const body = (await response.json().catch(() => null)) as
        { message?: string | string[]; report?: ProviderCsvImportReport } | ProviderCsvImportReport | null;
      if (response.ok) return { report: body as ProviderCsvImportReport, problem: null };
      const error = body as { message?: string | string[]; report?: ProviderCsvImportReport } | null;
      const message = Array.isArray(error?.message) ? error.message.join(' ') : error?.message;
      if (response.status === 413) return { report: null, problem: 'The file is larger than 5 MB. Split it into smaller files.' };
      return { report: error?.report ?? null, problem: message ?? `The file could not be checked (${response.status}). Please try again.` };
    },
    setUserPassword: (id, password, currentPassword) =>
      client(`${apiUrl}/users/${id}/password`, { ...json({ password, currentPassword }), method: 'PUT' }).then(() => undefined),
    changeOwnPassword: (currentPassword, newPassword) =>
      client(`${apiUrl}/account/password`, { ...json({ currentPassword, newPassword }), method: 'PUT' }).then(() => undefined),
    startTwoFactorSetup: (currentPassword) =>
      client(`${apiUrl}/account/two-factor/setup`, json({ currentPassword })).then(({ json: body }) => body as SecondFactorSetupDto),
    confirmTwoFactor: (code) => client(`${apiUrl}/account/two-factor`, json({ code })).then(({ json: body }) => body as RecoveryCodesDto),
    resetTwoFactor: (id, currentPassword) =>
      client(`${apiUrl}/users/${id}/two-factor`, { ...json({ currentPassword }), method: 'DELETE' }).then(({ json: body }) => body as AdminUserDto),
  };
}

/** Saves text as a file through a temporary link (the browser's own download). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
