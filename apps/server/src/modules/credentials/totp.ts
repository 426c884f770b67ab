import { TWO_FACTOR_CODE_LENGTH } from '@drawline/contracts';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226), as authenticator apps make them, by
 * otplib (docs/decisions/081). Which step was used, and refusing it twice, is the service's.
 */
export const TOTP_STEP_SECONDS = 30;
/** Codes of the step before and after are accepted too, for clocks a little apart. */
export const TOTP_WINDOW = 1;
const DIGITS = TWO_FACTOR_CODE_LENGTH;

export type HmacAlgorithm = 'sha1' | 'sha256' | 'sha512';
/** A key as bytes, or written in base32 as authenticator apps show it. */
export type TotpKey = Uint8Array | string;

/** A new authenticator secret (160 bits from the system's CSPRNG, as RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function hotp(key: TotpKey, counter: number, digits = DIGITS, algorithm: HmacAlgorithm = 'sha1'): string {
  return generateSync({ strategy: 'hotp', secret: key, counter, digits, algorithm });
}

const epochOf = (at: Date) => Math.floor(at.getTime() / 1000);

export function totp(key: TotpKey, at: Date, digits = DIGITS, algorithm: HmacAlgorithm = 'sha1'): string {
  return generateSync({ secret: key, epoch: epochOf(at), period: TOTP_STEP_SECONDS, digits, algorithm });
}

/**
 * The time step whose code matches, or undefined; the caller refuses a step already used. The
 * code is six digits already (the contracts' schema); otplib throws on any other.
 */
export function matchTotp(key: TotpKey, code: string, at: Date): number | undefined {
  const result = verifySync({
    secret: key,
    token: code,
    epoch: epochOf(at),
    period: TOTP_STEP_SECONDS,
    digits: DIGITS,
    // otplib's tolerance is in seconds: one period either side is exactly the neighbouring steps.
    epochTolerance: TOTP_WINDOW * TOTP_STEP_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** The provisioning URI authenticator apps read from the QR code. */
export function otpauthUri(issuer: string, account: string, secretBase32: string): string {
  return generateURI({
    issuer,
    label: account,
    secret: secretBase32,
    algorithm: 'sha1',
    digits: DIGITS,
    period: TOTP_STEP_SECONDS,
  });
}
