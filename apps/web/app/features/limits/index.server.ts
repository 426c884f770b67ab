// The limits feature's server-only door.
export { limitsAction, loadLimits, loadPrecommitment } from './limits.server';
