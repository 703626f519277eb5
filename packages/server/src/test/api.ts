import type { ActionOf, ApiPath, RequestData, ResponseOf, Schemas } from '@pms/api-client';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { fieldErrors, servedContract } from '../api/contract.ts';

const contract = servedContract();

export interface RawAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: {
    apiResponse: Record<string, unknown> & {
      id: number;
      desc: string;
      code?: string;
      errors?: { field: string; message: string }[];
    };
    data: unknown[];
  };
}

/** Sends any body to any path, for the tests of what a client must not be able to break. */
export async function post(
  app: FastifyInstance,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

/**
 * A typed call that also checks the answer against the contract: success envelopes against the
 * action's response schema, error envelopes against ErrorEnvelope.
 */
export async function call<P extends ApiPath, A extends ActionOf<P>>(
  app: FastifyInstance,
  path: P,
  action: A,
  data: RequestData<P, A>,
  headers: Record<string, string> = {},
): Promise<RawAnswer & { typed: ResponseOf<P, A> }> {
  const answer = await post(app, path, { apiRequest: { action }, data }, headers);
  if (answer.status === 200) {
    const validate = contract.find(path, action)?.validateResponse;
    expect(validate, `${path} ${action} is in the contract`).toBeDefined();
    const valid = validate?.(answer.body);
    expect(fieldErrors(validate?.errors), `answer of ${path} ${action} matches the contract`).toEqual([]);
    expect(valid).toBe(true);
  } else {
    expectErrorEnvelope(answer);
  }
  return { ...answer, typed: answer.body as unknown as ResponseOf<P, A> };
}

export function expectErrorEnvelope(answer: RawAnswer): void {
  const valid = contract.validateErrorEnvelope(answer.body);
  expect(fieldErrors(contract.validateErrorEnvelope.errors), 'error envelope matches the contract').toEqual([]);
  expect(valid).toBe(true);
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.body.data).toEqual([]);
  // 10001 is a refused login (spec §5); every other failure is 99999 with the server's desc.
  expect([10001, 99999]).toContain(answer.body.apiResponse.id);
  expect(typeof answer.body.apiResponse.desc).toBe('string');
  expect(typeof answer.body.apiResponse.code).toBe('string');
}

export type Headers = Record<string, string>;

/** The XSRF-TOKEN cookie an answer sets, if any. */
export function xsrfCookieOf(answer: RawAnswer): string | undefined {
  const header = answer.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
  for (const cookie of cookies) {
    const match = /^XSRF-TOKEN=([^;]*)/.exec(String(cookie));
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return undefined;
}

/** What a browser sends after a sign-in: the bearer token, and the XSRF cookie echoed in the header. */
export function sessionHeaders(session: Schemas['Session'], xsrf: string): Headers {
  return { authorization: `Bearer ${session.token}`, cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
}

/** Signs in through the API, as the login screen does; fails the test when refused. */
export async function signIn(app: FastifyInstance, loginName: string, password: string) {
  const answer = await call(app, 'security/authentication', 'login', [{ loginName, password }]);
  expect(answer.status, `${loginName} signs in`).toBe(200);
  const session = answer.typed.data[0] as Schemas['Session'];
  const xsrf = xsrfCookieOf(answer);
  expect(xsrf, 'login sets the XSRF cookie').toBeDefined();
  return { session, xsrf: xsrf as string, headers: sessionHeaders(session, xsrf as string) };
}
