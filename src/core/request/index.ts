// Request client: fetch (XHR for upload progress) with the spec's envelope, error catalogue, cache, concurrency limit and merged GETs.
export type * from './types';
export { createRequestClient, joinApiPath, stableStringify, SUCCESS_CODE, NOT_ALLOWED_TO_CREATE_CODE, type RequestClientOptions } from './client';
export { cachedCalls, isCachedCall, type CachedCall } from './cached-calls';
export { RequestError, isRequestError, isUnanswered } from './errors';
export { IDEMPOTENCY_HEADER, idempotencyKeyOf } from './idempotency';
export { createSemaphore, type Semaphore, type Release } from './semaphore';
export { CONCURRENCY_KEY, rememberedConcurrency, startBootPrefetch, type BootPrefetchOptions, type FirstCall, type PrefetchedResponse, type PrefetchKey, type RequestPrefetch } from './prefetch';
export { defaultAdapter, fetchAdapter, parseBody, queryString, requestBody, requestUrl, xhrAdapter, type AdapterRequest, type AdapterResponse, type RequestAdapter } from './transport';
