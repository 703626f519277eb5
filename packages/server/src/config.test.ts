import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig', () => {
  it('takes the spec’s 30-second wait and a 15-minute token unless told otherwise', () => {
    expect(readConfig({}, []).security).toEqual({
      lockoutWaitSeconds: 30,
      accessTokenSeconds: 900,
      refreshTokenSeconds: 43_200,
      clockToleranceSeconds: 5,
    });
    expect(readConfig({ LOCKOUT_WAIT_SECONDS: '4', ACCESS_TOKEN_SECONDS: '60' }, []).security).toMatchObject({
      lockoutWaitSeconds: 4,
      accessTokenSeconds: 60,
    });
  });

  it('refuses a setting that is not a whole number of seconds', () => {
    expect(() => readConfig({ LOCKOUT_WAIT_SECONDS: 'soon' }, [])).toThrow(/LOCKOUT_WAIT_SECONDS/);
    expect(() => readConfig({ ACCESS_TOKEN_SECONDS: '0' }, [])).toThrow(/ACCESS_TOKEN_SECONDS/);
  });
});
