// The shell feature's server-only door (React Router keeps .server modules out of the browser).
export { loadShell } from './shell.server';
