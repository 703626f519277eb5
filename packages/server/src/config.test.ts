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

describe('readConfig: rate limits and proxies', () => {
  it('takes generous limits unless told otherwise, 0 meaning none', () => {
    expect(readConfig({}, []).rateLimits).toEqual({
      signInPerMinute: 60,
      anonymousPerMinute: 300,
      staffPerMinute: 1200,
    });
    expect(readConfig({ RATE_LIMIT_SIGN_IN: '5', RATE_LIMIT_STAFF: '0' }, []).rateLimits).toMatchObject({
      signInPerMinute: 5,
      staffPerMinute: 0,
    });
    expect(() => readConfig({ RATE_LIMIT_ANONYMOUS: 'many' }, [])).toThrow(/RATE_LIMIT_ANONYMOUS/);
  });

  it('trusts no proxy unless told whose X-Forwarded-For to believe', () => {
    expect(readConfig({}, []).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }, []).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '1' }, []).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }, []).trustProxy).toBe('10.0.0.1,10.0.0.2');
  });
});
