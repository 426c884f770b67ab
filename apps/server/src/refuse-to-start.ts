import { type Config, loadConfig } from './config';

/** Stops the start with the reason alone: an operator reads it, not a stack trace. */
export function refuseToStart(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The settings from the environment, or the start stops saying what is wrong with them. */
export function loadConfigOrRefuse(): Config {
  try {
    return loadConfig();
  } catch (err) {
    refuseToStart((err as Error).message);
  }
}
