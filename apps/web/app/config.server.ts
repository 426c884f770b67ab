/**
 * The storefront's settings from the environment, read once when the server loads the app. The
 * platform's own settings are parsed in apps/server/src/config.ts; nothing else reads process.env.
 */
export const webConfig = {
  /** E2E_FAULTS=1 lets browser tests trigger the UI-failure fallback (docs/decisions/016); never on a real shop. */
  faults: process.env.E2E_FAULTS === '1',
} as const;
