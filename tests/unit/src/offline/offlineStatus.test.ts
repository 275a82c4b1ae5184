import type {OfflineReadingState, SaveState} from '@site/src/offline/offlineReadingStore';
import {offlineStatus} from '@site/src/offline/offlineStatus';
import {describe, expect, it} from 'vitest';

const state = (save: SaveState, optedIn = true, savedVersion: string | null = null): OfflineReadingState => ({
  optedIn,
  savedVersion,
  save,
});

describe('offlineStatus', () => {
  it('says nothing until the reader opts in', () => {
    expect(offlineStatus(state({phase: 'idle'}, false), 'v1')).toEqual({
      message: '',
      detail: '',
      progress: null,
      canRetry: false,
    });
  });

  it('counts each step (pages, code, search index) under one steady announcement', () => {
    const starting = offlineStatus(state({phase: 'saving', progress: null}), 'v1');
    const pages = offlineStatus(state({phase: 'saving', progress: {step: 'pages', done: 12, total: 330}}), 'v1');
    const files = offlineStatus(state({phase: 'saving', progress: {step: 'files', done: 4, total: 450}}), 'v1');
    const search = offlineStatus(state({phase: 'saving', progress: {step: 'search', done: 0, total: 878}}), 'v1');
    expect(new Set([starting.message, pages.message, files.message, search.message])).toEqual(
      new Set(['Saving the docs for offline reading…']),
    );
    expect(starting).toMatchObject({detail: 'Reading the list of pages…', progress: null});
    expect(pages).toMatchObject({detail: 'Pages: 12 of 330', progress: {value: 12, max: 330}});
    expect(files).toMatchObject({detail: 'Code and styles: 4 of 450', progress: {value: 4, max: 450}});
    expect(search).toMatchObject({detail: 'Search index: 0 of 878', progress: {value: 0, max: 878}});
  });

  it('reports completion', () => {
    const done = offlineStatus(
      state({phase: 'done', result: {pages: 330, failedPages: [], failedFiles: 0, search: 'saved'}}),
      'v1',
    );
    expect(done.message).toBe('Done: all 330 pages and search are saved on this device and work offline.');
    const noSearch = offlineStatus(
      state({phase: 'done', result: {pages: 330, failedPages: [], failedFiles: 0, search: 'none'}}),
      'v1',
    );
    expect(noSearch.message).toBe('Done: all 330 pages are saved on this device and work offline.');
  });

  it('reports failures in plain words and offers a retry', () => {
    const all = offlineStatus(
      state({phase: 'failed', result: {pages: 330, failedPages: ['/a', '/b'], failedFiles: 3, search: 'failed'}}),
      'v1',
    );
    expect(all).toMatchObject({canRetry: true});
    expect(all.message).toBe(
      'Saving did not finish: 2 of 330 pages, 3 files of code and the search index could not be downloaded; the rest is saved. Check your connection and try again.',
    );
    const one = offlineStatus(
      state({phase: 'failed', result: {pages: 330, failedPages: [], failedFiles: 1, search: 'saved'}}),
      'v1',
    );
    expect(one.message).toBe(
      'Saving did not finish: 1 file of code could not be downloaded; the rest is saved. Check your connection and try again.',
    );
    const start = offlineStatus(state({phase: 'failed', result: null}), 'v1');
    expect(start.message).toBe(
      'Saving could not start: the list of pages did not load. Check your connection and try again.',
    );
  });

  it('tells a returning reader whether the saved copy is current', () => {
    expect(offlineStatus(state({phase: 'idle'}, true, 'v1'), 'v1').message).toBe(
      'The docs are saved on this device and work offline.',
    );
    expect(offlineStatus(state({phase: 'idle'}, true, 'v0'), 'v1').message).toMatch(/changed since they were saved/);
  });
});
