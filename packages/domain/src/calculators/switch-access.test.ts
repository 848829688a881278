import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateSwitchAccess, SWITCH_ACCESS_DEFAULTS, type SwitchAccessInput } from './switch-access.ts';

const base: SwitchAccessInput = { ...SWITCH_ACCESS_DEFAULTS };

describe('eSwitchAccess 交换机接入', () => {
  it('ports bind: 16 ports, 1000 Mbps × 0.7, 230 W, 12 W cameras', () => {
    const r = calculateSwitchAccess(base);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    // ⌊1000 × 0.7 ÷ 4⌋ = 175; ⌊230 ÷ 12⌋ = 19; min(16, 175, 19) = 16; ⌈40 ÷ 16⌉ = 3
    expect(r.camerasByBandwidth).toBe(175);
    expect(r.camerasByPower).toBe(19);
    expect(r.camerasPerSwitch).toBe(16);
    expect(r.bindingLimits).toEqual(['ports']);
    expect(r.switchesNeeded).toBe(3);
    // by class (30 W) only ⌊230 ÷ 30⌋ = 7 would fit
    expect(r.warnings[0]).toContain('7路');
  });

  it('class reservation makes the PoE budget bind', () => {
    const r = calculateSwitchAccess({ ...base, powerMode: 'class' });
    if (!r.ok) throw new Error('expected ok');
    // at = 30 W per port: ⌊230 ÷ 30⌋ = 7; ⌈40 ÷ 7⌉ = 6
    expect(r.powerPerPortW).toBe(30);
    expect(r.camerasPerSwitch).toBe(7);
    expect(r.bindingLimits).toEqual(['poeBudget']);
    expect(r.switchesNeeded).toBe(6);
  });

  it('uplink binds, with float noise absorbed', () => {
    const r = calculateSwitchAccess({ ...base, uplinkMbps: 100, cameraBitrateMbps: 8 });
    if (!r.ok) throw new Error('expected ok');
    // ⌊100 × 0.7 ÷ 8⌋ = ⌊8.75⌋ = 8; ⌈40 ÷ 8⌉ = 5
    expect(r.camerasPerSwitch).toBe(8);
    expect(r.bindingLimits).toEqual(['bandwidth']);
    expect(r.switchesNeeded).toBe(5);
    const noisy = calculateSwitchAccess({ ...base, uplinkMbps: 10, utilisation: 0.03, cameraBitrateMbps: 0.1 });
    if (!noisy.ok) throw new Error('expected ok');
    expect(noisy.camerasByBandwidth).toBe(3); // 10 × 0.03 ÷ 0.1 = 2.9999999999999996 in binary
  });

  it('refuses a camera above the port standard device limit and impossible switches', () => {
    const r = calculateSwitchAccess({ ...base, portStandard: 'af', cameraPowerW: 15 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]?.refusal.msg).toContain('12.95W');
    if (!r.ok) expect(r.errors[0]?.refusal.reason).toBe('SWITCH_ACCESS.cameraBeyondPoe');
    expect(calculateSwitchAccess({ ...base, poeBudgetW: 10 }).ok).toBe(false);
    expect(calculateSwitchAccess({ ...base, uplinkMbps: 5 }).ok).toBe(false);
    expect(calculateSwitchAccess({ ...base, utilisation: 0 }).ok).toBe(false);
  });

  it('properties: capacity monotonic in ports, uplink and budget, antitone in bitrate; switches integers ≥ 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 48 }),
        fc.integer({ min: 100, max: 10000 }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        fc.integer({ min: 100, max: 1000 }),
        fc.constantFrom('actual', 'class') as fc.Arbitrary<'actual' | 'class'>,
        fc.integer({ min: 1, max: 50 }),
        (poePorts, uplinkMbps, cameraBitrateMbps, poeBudgetW, powerMode, extra) => {
          const input = { ...base, poePorts, uplinkMbps, cameraBitrateMbps, poeBudgetW, powerMode };
          const a = calculateSwitchAccess(input);
          if (!a.ok) throw new Error(JSON.stringify(a.errors));
          expect(Number.isInteger(a.switchesNeeded) && a.switchesNeeded >= 1).toBe(true);
          const variants = [
            calculateSwitchAccess({ ...input, poePorts: Math.min(poePorts + extra, 96) }), // 96 is the field maximum
            calculateSwitchAccess({ ...input, uplinkMbps: uplinkMbps + extra }),
            calculateSwitchAccess({ ...input, poeBudgetW: poeBudgetW + extra }),
          ];
          for (const v of variants) {
            if (!v.ok) throw new Error('expected ok');
            expect(v.camerasPerSwitch).toBeGreaterThanOrEqual(a.camerasPerSwitch);
            expect(v.switchesNeeded).toBeLessThanOrEqual(a.switchesNeeded);
          }
          const heavier = calculateSwitchAccess({ ...input, cameraBitrateMbps: cameraBitrateMbps + extra / 10 });
          if (heavier.ok) expect(heavier.camerasPerSwitch).toBeLessThanOrEqual(a.camerasPerSwitch);
          const moreCams = calculateSwitchAccess({ ...input, cameraCount: input.cameraCount + extra });
          if (!moreCams.ok) throw new Error('expected ok');
          expect(moreCams.switchesNeeded).toBeGreaterThanOrEqual(a.switchesNeeded);
        },
      ),
    );
  });
});
