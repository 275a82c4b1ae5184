import {withOptionalWords} from '@site/src/search/optionalWords';
import {describe, expect, it} from 'vitest';

describe('Algolia requests from the modal', () => {
  it('make every word of the query optional, so a natural question still finds the pages matching most of it', () => {
    const body = {requests: [{indexName: 'docs', query: 'how do I withdraw from a vault', hitsPerPage: 20}]};
    expect(withOptionalWords(body).requests[0]).toEqual({
      indexName: 'docs',
      query: 'how do I withdraw from a vault',
      hitsPerPage: 20,
      optionalWords: 'how do I withdraw from a vault',
    });
  });

  it('leave an empty or blank query alone, and keep the reader’s body unchanged', () => {
    const body = {requests: [{query: ''}, {query: '   '}, {indexName: 'docs'}]};
    expect(withOptionalWords(body)).toEqual(body);
    const original = {requests: [{query: 'vault'}]};
    withOptionalWords(original);
    expect(original.requests[0]).toEqual({query: 'vault'});
  });

  it('pass a body without requests through untouched', () => {
    const body = {query: 'vault'};
    expect(withOptionalWords(body)).toBe(body);
  });
});
