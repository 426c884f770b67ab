import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server secrets, current first (docs/decisions/050, 347): AUTH_SECRET when set; in development
 * a random one made once and kept in DATA_DIR/auth-secret, so signed links and cookies survive
 * restarts; in tests a random one per process. Production must set AUTH_SECRET (several processes
 * share it). AUTH_SECRET_PREVIOUS follow it, so what they sealed still opens.
 */
export function resolveAuthSecret(config: {
  authSecret?: string;
  authSecretsPrevious?: readonly string[];
  env: string;
  dataDir: string;
}): string[] {
  return [currentAuthSecret(config), ...(config.authSecretsPrevious ?? [])];
}

function currentAuthSecret(config: { authSecret?: string; env: string; dataDir: string }): string {
  if (config.authSecret) return config.authSecret;
  if (config.env === 'production') throw new Error('AUTH_SECRET must be set in production (at least 32 characters).');
  if (config.env === 'test') return randomBytes(32).toString('base64url');
  const file = path.join(path.resolve(config.dataDir), 'auth-secret');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // Not made yet.
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
