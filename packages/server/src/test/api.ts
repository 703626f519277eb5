import type { ActionOf, ApiPath, RequestData, ResponseOf } from '@pms/api-client';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createContract, fieldErrors } from '../api/contract.ts';

const contract = createContract();

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
  expect(answer.body.apiResponse.id).toBe(99999);
  expect(typeof answer.body.apiResponse.desc).toBe('string');
  expect(typeof answer.body.apiResponse.code).toBe('string');
}
