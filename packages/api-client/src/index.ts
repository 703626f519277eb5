export type { ApiClient, ApiClientOptions, CallOptions } from './client.ts';
export { ApiError, createApiClient, REQUEST_TIMEOUT_MS } from './client.ts';
export type {
  ActionOf,
  ApiPath,
  ErrorEnvelope,
  FieldError,
  RequestData,
  RequestOf,
  ResponseData,
  ResponseItem,
  ResponseOf,
  Schemas,
} from './types.ts';
