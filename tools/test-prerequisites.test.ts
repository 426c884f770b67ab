import { describe, expect, it } from 'vitest';
import { type Machine, machinePrerequisites, type Prerequisite, planPrerequisites } from './test-prerequisites';

const chromium = (installed: boolean): Prerequisite => ({
  what: "Debian's Chromium headless shell (the browser tests)",
  aptPackage: 'chromium-headless-shell',
  installed: () => installed,
});
const postgres = (installed: boolean): Prerequisite => ({
  what: 'the PostgreSQL server binaries (the API tests on PostgreSQL)',
  aptPackage: 'postgresql',
  installed: () => installed,
});
const machine = (root: boolean, apt = true): Machine => ({ isRoot: () => root, hasAptGet: () => apt });

describe('planPrerequisites', () => {
  it('does nothing when both are installed, root or not', () => {
    expect(planPrerequisites([chromium(true), postgres(true)], machine(true))).toEqual({ kind: 'ready' });
    expect(planPrerequisites([chromium(true), postgres(true)], machine(false, false))).toEqual({ kind: 'ready' });
  });

  it('installs only what is missing as root on Debian', () => {
    expect(planPrerequisites([chromium(false), postgres(false)], machine(true))).toEqual({
      kind: 'install',
      packages: ['chromium-headless-shell', 'postgresql'],
    });
    expect(planPrerequisites([chromium(true), postgres(false)], machine(true))).toEqual({
      kind: 'install',
      packages: ['postgresql'],
    });
  });

  it('stops with one line naming what is missing and the command when not root', () => {
    const plan = planPrerequisites([chromium(false), postgres(true)], machine(false));
    expect(plan).toEqual({
      kind: 'stop',
      message:
        "npm test needs Debian's Chromium headless shell (the browser tests): run `sudo apt-get install -y chromium-headless-shell` (as root, npm test installs them itself), then run npm test again.",
    });
    const both = planPrerequisites([chromium(false), postgres(false)], machine(false));
    expect(both.kind === 'stop' && both.message).toContain(
      '`sudo apt-get install -y chromium-headless-shell postgresql`',
    );
    expect(both.kind === 'stop' && both.message.split('\n')).toHaveLength(1);
  });

  it('stops as root too when there is no apt-get to install with', () => {
    const plan = planPrerequisites([chromium(true), postgres(false)], machine(true, false));
    expect(plan.kind).toBe('stop');
    expect(plan.kind === 'stop' && plan.message).toContain('install postgresql');
  });
});

describe('machinePrerequisites', () => {
  it('looks where the tests look, honouring CHROMIUM_PATH and PG_BIN_DIR', () => {
    const [browser, database] = machinePrerequisites({ CHROMIUM_PATH: '/nowhere/chromium', PG_BIN_DIR: '/nowhere' });
    expect(browser?.installed()).toBe(false);
    expect(database?.installed()).toBe(false);
    // A file that is there and executable counts.
    const [shell] = machinePrerequisites({ CHROMIUM_PATH: '/bin/sh' });
    expect(shell?.installed()).toBe(true);
  });
});
