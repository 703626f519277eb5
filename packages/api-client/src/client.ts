import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema.ts';
import type { ActionOf, ApiPath, FieldError, RequestData, ResponseOf } from './types.ts';
import type { CreateXhr, UploadAnswer, UploadOptions, UploadParameters, UploadPath } from './upload.ts';

/** The spec's request timeout (§7, §9). */
export const REQUEST_TIMEOUT_MS = 500_000;
/** Spec §8, §9: a call that keeps timing out is given up, and staff alerted, at the third attempt. */
export const TIMEOUT_ATTEMPTS = 3;
/** Spec §5: what a call that needs the network answers while the browser is offline. */
export const LOST_CONNECT = 'lostconnect';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

export interface ApiClientOptions {
  /** Origin of the API; the client appends `/api`. Defaults to the page origin. */
  origin?: string;
  /** The bearer token of the signed-in user, read at every call. */
  getToken?: () => string | null | undefined;
  /** The XSRF token; defaults to the `XSRF-TOKEN` cookie of the page. */
  getXsrfToken?: () => string | null | undefined;
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
  /**
   * Called when a call that carried a bearer token is answered 401 (expired or ended session).
   * Resolve true once the session is renewed (a new token is then read) and the call is sent
   * once more; resolve false to let the 401 through as an ApiError.
   */
  onUnauthenticated?: (error: ApiError) => Promise<boolean>;
  /** Told how many calls not marked `quiet` are on their way, whenever that number changes. */
  onBusyChange?: (busy: number) => void;
  /** Told when a call is given up after TIMEOUT_ATTEMPTS timeouts (the app alerts staff). */
  onGiveUp?: (error: ApiError) => void;
  /** Whether the browser has a network; defaults to navigator.onLine. */
  isOnline?: () => boolean;
  /** Makes the XMLHttpRequest of an upload (tests pass a fake); the browser's by default. */
  createXhr?: CreateXhr;
}

export interface CallOptions {
  /** Makes a command safe to retry: the server answers a repeated key with the first answer. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /**
   * Send the call again after a timeout, up to TIMEOUT_ATTEMPTS in all. Only for calls that are safe
   * to repeat: reads, or commands with an idempotency key (which are retried by default).
   */
  retryOnTimeout?: boolean;
  /** Spec §5: when the browser is offline, answer LOST_CONNECT at once instead of calling. */
  requireOnline?: boolean;
  /** A background call (a periodic refresh) that must not put up the loading popup. */
  quiet?: boolean;
}

/** Any answer that is not a success envelope: an error envelope, a transport failure or a timeout. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when no answer arrived (offline, timeout). */
    readonly status: number,
    /** `apiResponse.id` of the envelope (99999, 10001), or 0 when there was none. */
    readonly id: number,
    /** Stable reason: the server's `code`, or NETWORK, TIMEOUT, BAD_RESPONSE on the client side. */
    readonly code: string,
    readonly desc: string,
    readonly errors: readonly FieldError[],
    readonly path: string,
    readonly action: string,
    readonly requestId?: string,
    /** For a refused login: consecutive failures so far, and the seconds left to wait. */
    readonly login: { failedAttempts?: number; retryAfterSeconds?: number } = {},
    /** How many times the call was sent (more than one after timeouts). */
    readonly attempts = 1,
  ) {
    super(desc);
  }
}

// Read through globalThis so that the module also type-checks (and runs) outside a browser.
const page = globalThis as {
  document?: { cookie: string };
  location?: { origin: string };
  navigator?: { onLine?: boolean };
};

function cookieValue(name: string): string | undefined {
  if (!page.document) return undefined;
  for (const part of page.document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function defaultOrigin(): string {
  if (!page.location) throw new Error('createApiClient needs an origin outside the browser');
  return page.location.origin;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createApiClient(options: ApiClientOptions = {}) {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const http = createClient<paths>({
    baseUrl: `${options.origin ?? defaultOrigin()}/api`,
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const credentials: Middleware = {
    onRequest({ request }) {
      const token = options.getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      const xsrf = (options.getXsrfToken ?? (() => cookieValue(XSRF_COOKIE)))();
      if (xsrf) request.headers.set(XSRF_HEADER, xsrf);
      return request;
    },
  };
  http.use(credentials);

  const isOnline = options.isOnline ?? (() => page.navigator?.onLine !== false);
  let busy = 0;
  const changeBusy = (by: number) => {
    busy += by;
    options.onBusyChange?.(busy);
  };

  async function call<P extends ApiPath, A extends ActionOf<P>>(
    path: P,
    action: A,
    data: RequestData<P, A>,
    callOptions: CallOptions = {},
  ): Promise<ResponseOf<P, A>> {
    if (callOptions.requireOnline && !isOnline()) {
      throw new ApiError(0, 0, 'LOST_CONNECT', LOST_CONNECT, [], path, action);
    }
    if (!callOptions.quiet) changeBusy(1);
    try {
      return await sendWithRetries(path, action, data, callOptions);
    } finally {
      if (!callOptions.quiet) changeBusy(-1);
    }
  }

  async function sendWithRetries<P extends ApiPath, A extends ActionOf<P>>(
    path: P,
    action: A,
    data: RequestData<P, A>,
    callOptions: CallOptions,
  ): Promise<ResponseOf<P, A>> {
    const attempts = (callOptions.retryOnTimeout ?? Boolean(callOptions.idempotencyKey)) ? TIMEOUT_ATTEMPTS : 1;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await sendAuthenticated(path, action, data, callOptions);
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== 'TIMEOUT' || callOptions.signal?.aborted) throw error;
        if (attempt < attempts) continue;
        const givenUp = new ApiError(
          error.status,
          error.id,
          error.code,
          error.desc,
          error.errors,
          path,
          action,
          error.requestId,
          error.login,
          attempt,
        );
        if (attempt === TIMEOUT_ATTEMPTS) options.onGiveUp?.(givenUp);
        throw givenUp;
      }
    }
  }

  async function sendAuthenticated<P extends ApiPath, A extends ActionOf<P>>(
    path: P,
    action: A,
    data: RequestData<P, A>,
    callOptions: CallOptions,
  ): Promise<ResponseOf<P, A>> {
    const hadToken = Boolean(options.getToken?.());
    try {
      return await send(path, action, data, callOptions);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401 || !hadToken || !options.onUnauthenticated) throw error;
      if (!(await options.onUnauthenticated(error))) throw error;
      return send(path, action, data, callOptions);
    }
  }

  async function send<P extends ApiPath, A extends ActionOf<P>>(
    path: P,
    action: A,
    data: RequestData<P, A>,
    callOptions: CallOptions,
  ): Promise<ResponseOf<P, A>> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = callOptions.signal ? AbortSignal.any([callOptions.signal, timeout]) : timeout;
    const headers: Record<string, string> = {};
    if (callOptions.idempotencyKey) headers['Idempotency-Key'] = callOptions.idempotencyKey;
    const fail = (status: number, id: number, code: string, desc: string, more?: unknown) => {
      const body = isRecord(more) ? more : {};
      return new ApiError(
        status,
        id,
        code,
        desc,
        Array.isArray(body.errors) ? (body.errors as FieldError[]) : [],
        path,
        action,
        typeof body.requestId === 'string' ? body.requestId : undefined,
        {
          ...(typeof body.failedAttempts === 'number' ? { failedAttempts: body.failedAttempts } : {}),
          ...(typeof body.retryAfterSeconds === 'number' ? { retryAfterSeconds: body.retryAfterSeconds } : {}),
        },
      );
    };

    let result: { data?: unknown; error?: unknown; response: Response };
    try {
      // The generic path cannot be followed through openapi-fetch's overloads; the public
      // signature above is what carries the per-action typing.
      const post = http.POST as unknown as (
        url: string,
        init: { body: unknown; headers: Record<string, string>; signal: AbortSignal },
      ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
      // Raced against the signal too, so the timeout holds even for a fetch that ignores it.
      const abandoned = new Promise<never>((_, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
      result = await Promise.race([
        post(`/${path}`, { body: { apiRequest: { action }, data }, headers, signal }),
        abandoned,
      ]);
    } catch (cause) {
      if (timeout.aborted) throw fail(0, 0, 'TIMEOUT', 'The server did not answer in time');
      if (callOptions.signal?.aborted) throw cause;
      throw fail(0, 0, 'NETWORK', 'Please check your connection');
    }

    const body = result.response.ok ? result.data : result.error;
    const apiResponse = isRecord(body) && isRecord(body.apiResponse) ? body.apiResponse : undefined;
    if (!apiResponse) {
      throw fail(result.response.status, 0, 'BAD_RESPONSE', 'The server answered without an envelope');
    }
    const id = typeof apiResponse.id === 'number' ? apiResponse.id : 0;
    const desc = typeof apiResponse.desc === 'string' ? apiResponse.desc : '';
    if (!result.response.ok || id !== 0) {
      const code = typeof apiResponse.code === 'string' ? apiResponse.code : 'ERROR';
      throw fail(result.response.status, id, code, desc, apiResponse);
    }
    if (apiResponse.action !== action) {
      throw fail(result.response.status, 0, 'BAD_RESPONSE', `Answer for ${String(apiResponse.action)}, not ${action}`);
    }
    return body as ResponseOf<P, A>;
  }

  /** The error envelope (or the lack of one) of an upload's answer as an ApiError; undefined for a success. */
  function uploadFailure(path: string, status: number, text: string): ApiError | undefined {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const apiResponse = isRecord(body) && isRecord(body.apiResponse) ? body.apiResponse : undefined;
    if (!apiResponse)
      return new ApiError(status, 0, 'BAD_RESPONSE', 'The server answered without an envelope', [], path, 'upload');
    const id = typeof apiResponse.id === 'number' ? apiResponse.id : 0;
    if (status >= 200 && status < 300 && id === 0) return undefined;
    return new ApiError(
      status,
      id,
      typeof apiResponse.code === 'string' ? apiResponse.code : 'ERROR',
      typeof apiResponse.desc === 'string' ? apiResponse.desc : '',
      Array.isArray(apiResponse.errors) ? (apiResponse.errors as FieldError[]) : [],
      path,
      'upload',
      typeof apiResponse.requestId === 'string' ? apiResponse.requestId : undefined,
    );
  }

  async function sendUpload<P extends UploadPath>(
    path: P,
    parameters: UploadParameters<P>,
    body: Blob,
    uploadOptions: UploadOptions,
  ): Promise<UploadAnswer<P>> {
    const headers: Record<string, string> = { 'Content-Type': body.type || 'application/octet-stream' };
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const xsrf = (options.getXsrfToken ?? (() => cookieValue(XSRF_COOKIE)))();
    if (xsrf) headers[XSRF_HEADER] = xsrf;
    // The transport comes with the first upload: the pages that never upload (the login page
    // among them) do not carry it (issue 14).
    const { defaultCreateXhr, sendWithProgress, UploadTransportError, uploadUrl } = await import('./upload.ts');
    let answer: { status: number; text: string };
    try {
      answer = await sendWithProgress(options.createXhr ?? defaultCreateXhr, {
        url: uploadUrl(`${options.origin ?? defaultOrigin()}/api`, path, parameters),
        headers,
        body,
        timeoutMs,
        signal: uploadOptions.signal,
        onProgress: uploadOptions.onProgress,
      });
    } catch (cause) {
      if (!(cause instanceof UploadTransportError)) throw cause;
      const code = cause.reason === 'timeout' ? 'TIMEOUT' : 'NETWORK';
      throw new ApiError(0, 0, code, cause.message, [], path, 'upload');
    }
    const failure = uploadFailure(path, answer.status, answer.text);
    if (failure) throw failure;
    return JSON.parse(answer.text) as UploadAnswer<P>;
  }

  /**
   * Sends a file as the body of an upload path, reporting its progress. Spec §5: while the browser
   * is offline it answers LOST_CONNECT without calling. Not counted as busy: the screen shows its
   * own progress bar rather than the loading popup. An expired session is renewed and the file
   * sent once more, as for calls; a timeout is not retried (the file may be large).
   */
  async function upload<P extends UploadPath>(
    path: P,
    parameters: UploadParameters<P>,
    body: Blob,
    uploadOptions: UploadOptions = {},
  ): Promise<UploadAnswer<P>> {
    if (!isOnline()) throw new ApiError(0, 0, 'LOST_CONNECT', LOST_CONNECT, [], path, 'upload');
    const hadToken = Boolean(options.getToken?.());
    try {
      return await sendUpload(path, parameters, body, uploadOptions);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401 || !hadToken || !options.onUnauthenticated) throw error;
      if (!(await options.onUnauthenticated(error))) throw error;
      return sendUpload(path, parameters, body, uploadOptions);
    }
  }

  return {
    call,
    upload,
    /** Calls not marked `quiet` that are on their way now. */
    get busy() {
      return busy;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
