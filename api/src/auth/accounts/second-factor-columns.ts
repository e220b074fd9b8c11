/**
 * The columns every signed-in account keeps for its password and second factor (admins and provider users
 * alike), so one set of services (password checks, the TOTP set-up and the sign-in code) serves both doors.
 */
export interface SecondFactorColumns {
  id: number;
  email: string;
  isActive: boolean;
  passwordHash: string;
  /** The TOTP secret (base32) once the second factor is set up; never leaves the auth services. */
  totpSecret: string | null;
  totpEnabledAt: Date | null;
  /** The time step of the last code accepted: that code, and any older one, is refused. */
  totpLastStep: number | null;
  /** JSON list of the SHA-256 hashes of the unused recovery codes. */
  recoveryCodeHashes: string | null;
}
