export type { ApiClient, ApiClientOptions, CallOptions } from './client.ts';
export { ApiError, createApiClient, LOST_CONNECT, REQUEST_TIMEOUT_MS, TIMEOUT_ATTEMPTS } from './client.ts';
// The contract's named enums as `as const` arrays with their union types (generated).
export * from './generated/enums.ts';
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
export type {
  CreateXhr,
  UploadAnswer,
  UploadOptions,
  UploadParameters,
  UploadPath,
  UploadProgress,
  UploadXhr,
} from './upload.ts';
