import type { components, paths } from './generated/schema.ts';

// Paths whose POST takes a JSON body; an image upload's body is the image itself (see upload.ts).
type EnvelopePathKey = {
  [K in keyof paths]: paths[K] extends { post: { requestBody: { content: { 'application/json': unknown } } } }
    ? K
    : never;
}[keyof paths];

/** A path of the envelope API as written in calls, without the leading slash: `configuration/currency`. */
export type ApiPath = EnvelopePathKey extends `/${infer P}` ? P : never;

type PostOf<P extends ApiPath> = paths[`/${P}`]['post'];
type RequestUnion<P extends ApiPath> = NonNullable<PostOf<P>['requestBody']>['content']['application/json'];
type SuccessUnion<P extends ApiPath> = PostOf<P>['responses'][200]['content']['application/json'];

export type ActionOf<P extends ApiPath> = RequestUnion<P>['apiRequest']['action'];
export type RequestOf<P extends ApiPath, A extends ActionOf<P>> = Extract<
  RequestUnion<P>,
  { apiRequest: { action: A } }
>;
export type RequestData<P extends ApiPath, A extends ActionOf<P>> = RequestOf<P, A>['data'];
export type ResponseOf<P extends ApiPath, A extends ActionOf<P>> = Extract<
  SuccessUnion<P>,
  { apiResponse: { action: A } }
>;
export type ResponseData<P extends ApiPath, A extends ActionOf<P>> = ResponseOf<P, A>['data'];
export type ResponseItem<P extends ApiPath, A extends ActionOf<P>> = ResponseData<P, A>[number];

export type Schemas = components['schemas'];
export type ErrorEnvelope = Schemas['ErrorEnvelope'];
export type FieldError = Schemas['FieldError'];
