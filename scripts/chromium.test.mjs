import { describe, expect, it } from 'vitest';
import { ensureBrowserPackages, planBrowserPackages } from './chromium.mjs';

const NONINTERACTIVE = ['env', 'DEBIAN_FRONTEND=noninteractive'];
const ALL = ['chromium', 'fonts-thai-tlwg', 'fonts-lao'];

/** A machine in a given state that records what it is asked to run, and runs nothing. */
function fakeMachine({
  chromiumMissing = true,
  missingFonts = ['fonts-thai-tlwg', 'fonts-lao'],
  isRoot = false,
  sudo = false,
  fails = '',
} = {}) {
  const ran = [];
  const asked = [];
  return {
    ran,
    asked,
    chromiumMissing: () => chromiumMissing,
    missingFonts: () => missingFonts,
    isRoot: () => isRoot,
    sudoWorks: () => {
      asked.push('sudo -n true');
      return sudo;
    },
    run: (command) => {
      ran.push(command.join(' '));
      return !command.join(' ').includes(fails || '\0');
    },
    log: () => {},
    chromium: () => '/usr/bin/chromium',
  };
}

describe('planBrowserPackages', () => {
  it('does nothing, and asks sudo nothing, when nothing is missing', () => {
    const sudoWorks = () => {
      throw new Error('not asked');
    };
    expect(planBrowserPackages({ chromiumMissing: false, missingFonts: [], isRoot: false, sudoWorks })).toEqual({
      missing: [],
      commands: [],
    });
  });

  it('as root runs apt-get update, then installs everything missing, non-interactively', () => {
    expect(
      planBrowserPackages({
        chromiumMissing: true,
        missingFonts: ['fonts-thai-tlwg', 'fonts-lao'],
        isRoot: true,
        sudoWorks: () => false,
      }),
    ).toEqual({
      missing: ALL,
      commands: [
        [...NONINTERACTIVE, 'apt-get', 'update'],
        [...NONINTERACTIVE, 'apt-get', 'install', '-y', ...ALL],
      ],
    });
  });

  it('installs only what is missing', () => {
    expect(
      planBrowserPackages({ chromiumMissing: false, missingFonts: ['fonts-lao'], isRoot: true, sudoWorks: () => false })
        .commands,
    ).toEqual([
      [...NONINTERACTIVE, 'apt-get', 'update'],
      [...NONINTERACTIVE, 'apt-get', 'install', '-y', 'fonts-lao'],
    ]);
  });

  it('goes through sudo -n when that needs no password', () => {
    expect(
      planBrowserPackages({ chromiumMissing: true, missingFonts: [], isRoot: false, sudoWorks: () => true }).commands,
    ).toEqual([
      ['sudo', '-n', ...NONINTERACTIVE, 'apt-get', 'update'],
      ['sudo', '-n', ...NONINTERACTIVE, 'apt-get', 'install', '-y', 'chromium'],
    ]);
  });

  it('otherwise runs nothing and says the exact command', () => {
    const plan = planBrowserPackages({
      chromiumMissing: true,
      missingFonts: ['fonts-lao'],
      isRoot: false,
      sudoWorks: () => false,
    });
    expect(plan.commands).toEqual([]);
    expect(plan.manual).toBe(
      'The browser tests need chromium, fonts-lao. Install them with\n' +
        '  sudo apt-get update && sudo apt-get install -y chromium fonts-lao\n' +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  });

  it('does not offer CHROMIUM_PATH when only fonts are missing', () => {
    expect(
      planBrowserPackages({
        chromiumMissing: false,
        missingFonts: ['fonts-thai-tlwg'],
        isRoot: false,
        sudoWorks: () => false,
      }).manual,
    ).toBe(
      'The browser tests need fonts-thai-tlwg. Install it with\n  sudo apt-get update && sudo apt-get install -y fonts-thai-tlwg',
    );
  });
});

describe('ensureBrowserPackages', () => {
  it('runs the plan in order and answers Chromium', () => {
    const machine = fakeMachine({ isRoot: true });
    expect(ensureBrowserPackages(machine)).toBe('/usr/bin/chromium');
    expect(machine.ran).toEqual([
      'env DEBIAN_FRONTEND=noninteractive apt-get update',
      'env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium fonts-thai-tlwg fonts-lao',
    ]);
    expect(machine.asked).toEqual([]);
  });

  it('runs nothing when all is there', () => {
    const machine = fakeMachine({ chromiumMissing: false, missingFonts: [] });
    expect(ensureBrowserPackages(machine)).toBe('/usr/bin/chromium');
    expect(machine.ran).toEqual([]);
    expect(machine.asked).toEqual([]);
  });

  it('stops with the command when it may not install', () => {
    const machine = fakeMachine({ sudo: false });
    expect(() => ensureBrowserPackages(machine)).toThrow(
      'sudo apt-get update && sudo apt-get install -y chromium fonts-thai-tlwg fonts-lao',
    );
    expect(machine.asked).toEqual(['sudo -n true']);
    expect(machine.ran).toEqual([]);
  });

  it('stops at the first failing command, saying what to run instead', () => {
    const machine = fakeMachine({ sudo: true, fails: 'update' });
    expect(() => ensureBrowserPackages(machine)).toThrow(
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get update failed. Install the packages with\n' +
        '  sudo apt-get update && sudo apt-get install -y chromium fonts-thai-tlwg fonts-lao',
    );
    expect(machine.ran).toEqual(['sudo -n env DEBIAN_FRONTEND=noninteractive apt-get update']);
  });
});
