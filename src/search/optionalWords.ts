/**
 * Algolia mode: every query word is optional, so records that match more of
 * them rank first (Algolia's "words" criterion) and a natural question never
 * empties the results, as in the built-in engine. Algolia has no index
 * setting for this, so each request names its own words as optional.
 */
interface RequestLike {
  query?: string;
  [key: string]: unknown;
}

export function withOptionalWords<Body>(body: Body): Body {
  const requests = (body as {requests?: RequestLike[]}).requests;
  if (!Array.isArray(requests)) return body;
  return {
    ...body,
    requests: requests.map((request) =>
      typeof request.query === 'string' && request.query.trim() !== ''
        ? {...request, optionalWords: request.query}
        : request,
    ),
  };
}
