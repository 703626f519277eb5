import type { paths } from './generated/schema.ts';

/*
 * File uploads: POSTs whose body is the file itself rather than an envelope (for example the
 * hotel's logo, openapi/paths/files/hotel-image.yaml). They go through XMLHttpRequest because
 * fetch cannot report how much of a request body has been sent, and staff watch a progress bar.
 */

type UploadPathKey = {
  [K in keyof paths]: paths[K] extends { post: { requestBody: { content: infer C } } }
    ? 'application/json' extends keyof C
      ? never
      : K
    : never;
}[keyof paths];

/** A path that takes a file as its body, as written in calls: `files/hotel-detail/{image}`. */
export type UploadPath = UploadPathKey extends `/${infer P}` ? P : never;

type UploadOperation<P extends UploadPath> = paths[`/${P}`]['post'];

/** The path and query parameters of an upload, typed by its operation in the contract. */
export interface UploadParameters<P extends UploadPath> {
  path: UploadOperation<P>['parameters']['path'];
  query: UploadOperation<P>['parameters']['query'];
}

/** The success envelope an upload answers. */
export type UploadAnswer<P extends UploadPath> = UploadOperation<P>['responses'][200]['content']['application/json'];

/** How much of the body has gone out, in bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  signal?: AbortSignal;
  /** Called as the body goes out (the browser's upload progress events). */
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * The part of XMLHttpRequest an upload uses, declared here so that the package also type-checks
 * without the DOM library (the server imports it).
 */
export interface UploadXhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  timeout: number;
  responseType: string;
  readonly status: number;
  readonly responseText: string;
  readonly upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  ontimeout: (() => void) | null;
  onabort: (() => void) | null;
  send(body: Blob): void;
  abort(): void;
}

/** Makes the request object; tests pass a fake, browsers use XMLHttpRequest. */
export type CreateXhr = () => UploadXhr;

export const defaultCreateXhr: CreateXhr = () => {
  const Xhr = (globalThis as { XMLHttpRequest?: new () => UploadXhr }).XMLHttpRequest;
  if (!Xhr) throw new Error('Uploads need XMLHttpRequest (a browser), or createXhr in the client options');
  return new Xhr();
};

/** The URL of an upload: path parameters filled in, query parameters appended. */
export function uploadUrl<P extends UploadPath>(base: string, path: P, parameters: UploadParameters<P>): string {
  const values = (parameters.path ?? {}) as Record<string, string | number>;
  const filled = path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((parameters.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const search = query.toString();
  return `${base}/${filled}${search ? `?${search}` : ''}`;
}

/** Why an upload got no answer. */
export class UploadTransportError extends Error {
  constructor(readonly reason: 'network' | 'timeout') {
    super(reason === 'timeout' ? 'The server did not answer in time' : 'Please check your connection');
  }
}

export interface RawUpload {
  url: string;
  headers: Record<string, string>;
  body: Blob;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  onProgress?: ((progress: UploadProgress) => void) | undefined;
}

/**
 * Sends one body with XMLHttpRequest and resolves with whatever the server answered (status and
 * text, error statuses included); rejects with UploadTransportError when no answer came, and
 * with the signal's reason when aborted.
 */
export function sendWithProgress(createXhr: CreateXhr, upload: RawUpload): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const { signal } = upload;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = createXhr();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', upload.url);
    for (const [name, value] of Object.entries(upload.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = upload.timeoutMs;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      upload.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : upload.body.size });
    };
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      settle();
      reject(new UploadTransportError('network'));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new UploadTransportError('timeout'));
    };
    xhr.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(upload.body);
  });
}
