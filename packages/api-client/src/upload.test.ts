import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, LOST_CONNECT } from './client.ts';

type Outcome = { status: number; body: unknown } | 'network-error' | 'hang';

/** A stand-in for XMLHttpRequest: records what was sent, reports progress in two steps, then answers. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  timeout = 0;
  responseType = '';
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor(private readonly outcome: Outcome) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: Blob) {
    this.body = body;
    FakeXhr.sent.push(this);
    queueMicrotask(() => {
      if (this.outcome === 'hang') return;
      this.upload.onprogress?.({ loaded: body.size / 2, total: body.size, lengthComputable: true });
      this.upload.onprogress?.({ loaded: body.size, total: body.size, lengthComputable: true });
      if (this.outcome === 'network-error') {
        this.onerror?.();
        return;
      }
      this.status = this.outcome.status;
      this.responseText = JSON.stringify(this.outcome.body);
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

const success = {
  status: 200,
  body: { apiResponse: { id: 0, desc: 'Success', action: 'upload' }, data: [{ name: 'Hotel', version: 4 }] },
};
const image = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4])], { type: 'image/png' });

function client(outcomes: Outcome[], more: Parameters<typeof createApiClient>[0] = {}) {
  FakeXhr.sent = [];
  return createApiClient({
    origin: 'http://hotel.test',
    getToken: () => 'tok',
    getXsrfToken: () => 'xsrf-1',
    createXhr: () => new FakeXhr(outcomes.shift() ?? 'network-error'),
    ...more,
  });
}

describe('api client upload', () => {
  it('posts the file with its type, the bearer and XSRF tokens, and reports the progress', async () => {
    const api = client([success]);
    const progress: number[] = [];
    const file = image();
    const answer = await api.upload(
      'files/hotel-detail/{image}',
      { path: { image: 'logo' }, query: { version: 3 } },
      file,
      { onProgress: ({ loaded, total }) => progress.push(loaded / total) },
    );
    expect(answer.data).toEqual([{ name: 'Hotel', version: 4 }]);
    const [sent] = FakeXhr.sent;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('http://hotel.test/api/files/hotel-detail/logo?version=3');
    expect(sent?.headers).toEqual({
      'content-type': 'image/png',
      authorization: 'Bearer tok',
      'x-xsrf-token': 'xsrf-1',
    });
    expect(sent?.body).toBe(file);
    expect(progress).toEqual([0.5, 1]);
  });

  it('turns an error envelope into an ApiError', async () => {
    const api = client([
      {
        status: 413,
        body: { apiResponse: { id: 99999, desc: 'The image is larger than 2 MB', code: 'IMAGE_TOO_LARGE' }, data: [] },
      },
    ]);
    const error = await api
      .upload('files/hotel-detail/{image}', { path: { image: 'background' }, query: { version: 1 } }, image())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, id: 99999, code: 'IMAGE_TOO_LARGE', action: 'upload' });
  });

  it('answers lostconnect while offline without sending (spec §5)', async () => {
    const api = client([success], { isOnline: () => false });
    const error = await api
      .upload('files/hotel-detail/{image}', { path: { image: 'logo' }, query: { version: 1 } }, image())
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'LOST_CONNECT', desc: LOST_CONNECT });
    expect(FakeXhr.sent).toEqual([]);
  });

  it('renews an expired session and sends the file once more', async () => {
    let token = 'old';
    const expired = {
      status: 401,
      body: { apiResponse: { id: 99999, desc: 'Please login again', code: 'TOKEN_EXPIRED' }, data: [] },
    };
    const api = client([expired, success], {
      getToken: () => token,
      onUnauthenticated: async () => {
        token = 'new';
        return true;
      },
    });
    const answer = await api.upload(
      'files/hotel-detail/{image}',
      { path: { image: 'logo' }, query: { version: 3 } },
      image(),
    );
    expect(answer.apiResponse.action).toBe('upload');
    expect(FakeXhr.sent.map((xhr) => xhr.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('says NETWORK when no answer comes, and stops when aborted', async () => {
    const api = client(['network-error', 'hang']);
    const failed = await api
      .upload('files/hotel-detail/{image}', { path: { image: 'logo' }, query: { version: 1 } }, image())
      .catch((caught: unknown) => caught);
    expect(failed).toMatchObject({ status: 0, code: 'NETWORK' });
    const controller = new AbortController();
    const pending = api
      .upload('files/hotel-detail/{image}', { path: { image: 'logo' }, query: { version: 1 } }, image(), {
        signal: controller.signal,
      })
      .catch((caught: unknown) => caught);
    await Promise.resolve();
    controller.abort(new Error('left the page'));
    expect(await pending).toMatchObject({ message: 'left the page' });
  });
});
