import { type ApiClient, createApiClient } from '@pms/api-client';

type Row = { id: number; version: number; [field: string]: unknown };
type Item = Record<string, unknown>;

/** A row of a story list as the in-memory API keeps it (its own copy, per story). */
export type StoryRow = Row;

/** What an action a story adds gets besides the request's data. */
export interface StoryActionContext {
  /** The list's rows, the API's own copy: change them in place for a write to stick. */
  rows: StoryRow[];
  /** The server's refusal of a stale row version, for the data item at `index`. */
  stale: (index: number) => Response;
  /** Any other refusal, in the server's envelope (id 99999). */
  refuse: (status: number, code: string, desc: string, errors?: { field: string; message: string }[]) => Response;
}

/** An action beyond the generic ones: answers the response's data, or a refusal from the context. */
export type StoryAction = (data: Item[], context: StoryActionContext) => unknown[] | Response;

export interface StoryList {
  /** The rows the story starts with; ids and versions are filled in when left out. */
  rows: readonly Item[];
  /** Ids that other records use: deleting them answers "Can not Delete" as the server would. */
  inUse?: readonly number[];
  /** Actions of the path the generic ones do not cover (e.g. a room type's `features`), by name. */
  actions?: Readonly<Record<string, StoryAction>>;
}

// A ComboBox whose list the story does not give still has something to pick.
const OTHER_LIST: Item[] = [
  { id: 1, code: 'A', name: 'First choice' },
  { id: 2, code: 'B', name: 'Second choice' },
];

const envelope = (status: number, apiResponse: Item, data: unknown[] = []) =>
  new Response(JSON.stringify({ apiResponse, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const refused = (status: number, code: string, desc: string, errors: { field: string; message: string }[] = []) =>
  envelope(status, { id: 99999, code, desc, errors });

const stale = (index: number) =>
  refused(409, 'STALE_VERSION', 'Someone else changed this record; reload it and try again', [
    { field: `/data/${index}/version`, message: 'is not the current version' },
  ]);

const textOf = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : '');

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

/**
 * An API client whose master-data actions (list-minimum, search, get, create, update, delete), and
 * any a story adds to a list (`actions`), answer from memory, for the stories of the master-data
 * screens in Storybook only: designers can click through a screen without a server. It keeps the
 * rules staff meet on screen (unique codes, row versions, rows in use); the real endpoints are
 * tested against the database in packages/server.
 */
export function storyApi(lists: Record<string, StoryList>): ApiClient {
  const tables = new Map<string, Row[]>(
    Object.entries(lists).map(([path, list]) => [
      path,
      list.rows.map((row, index) => ({ version: 1, ...row, id: Number(row.id ?? index + 1) })),
    ]),
  );
  let nextId = 1000;

  async function answer(path: string, action: string, data: Item[]): Promise<Response> {
    const rows = tables.get(path);
    const ok = (result: unknown[]) => envelope(200, { id: 0, desc: 'OK', action }, result);
    if (action === 'list-minimum') {
      return ok((rows ?? OTHER_LIST).map(({ id, code, name }) => ({ id, code, name })));
    }
    if (!rows) return refused(404, 'NOT_FOUND', `The story has no list for ${path}`);
    const extra = lists[path]?.actions?.[action];
    if (extra) {
      const result = extra(data, { rows, stale, refuse: refused });
      return result instanceof Response ? result : ok(result);
    }
    switch (action) {
      case 'list':
        return ok(rows);
      case 'search': {
        const { search = '', offset = 0, limit = 25, sort, descending } = (data[0] ?? {}) as Item;
        const wanted = textOf(search).trim();
        const found = rows.filter(
          (row) => wanted === '' || Object.values(row).some((value) => textOf(value).includes(wanted)),
        );
        if (typeof sort === 'string') found.sort((a, b) => compare(a[sort], b[sort]) * (descending ? -1 : 1));
        const from = Number(offset);
        return ok([{ total: found.length, offset: from, rows: found.slice(from, from + Number(limit)) }]);
      }
      case 'get': {
        const row = rows.find((candidate) => candidate.id === data[0]?.id);
        return row ? ok([row]) : refused(404, 'NOT_FOUND', 'The record does not exist');
      }
      case 'create':
      case 'update': {
        const saved: Row[] = [];
        for (const [index, item] of data.entries()) {
          const current = rows.find((row) => row.id === item.id);
          if (action === 'update' && !current) return refused(404, 'NOT_FOUND', 'The record does not exist');
          if (current && current.version !== item.version) return stale(index);
          if (rows.some((row) => row.id !== item.id && item.code !== undefined && row.code === item.code)) {
            return refused(409, 'DUPLICATE', 'code is already used by another record', [
              { field: `/data/${index}/code`, message: 'is already used by another record' },
            ]);
          }
          if (!current) nextId += 1;
          const row: Row = current
            ? { ...current, ...item, id: current.id, version: current.version + 1 }
            : { ...item, id: nextId, version: 1 };
          if (current) rows.splice(rows.indexOf(current), 1, row);
          else rows.push(row);
          saved.push(row);
        }
        return ok(saved);
      }
      case 'delete': {
        for (const item of data) {
          if (lists[path]?.inUse?.includes(Number(item.id))) {
            return refused(409, 'IN_USE', 'Can not Delete: other records use it');
          }
        }
        for (const item of data) {
          const index = rows.findIndex((row) => row.id === item.id);
          if (index >= 0) rows.splice(index, 1);
        }
        return ok(data.map((item) => ({ id: item.id })));
      }
      default:
        return refused(400, 'BAD_REQUEST', `The story does not answer ${action}`);
    }
  }

  return createApiClient({
    origin: 'https://story.invalid',
    getXsrfToken: () => 'story',
    fetch: async (request) => {
      const path = new URL(request.url).pathname.replace(/^\/api\//, '');
      const body = (await request.json()) as { apiRequest: { action: string }; data: Item[] };
      return answer(path, body.apiRequest.action, body.data ?? []);
    },
  });
}
