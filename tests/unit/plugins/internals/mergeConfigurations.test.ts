/** The parts of the internals plugin return one bundler configuration, merged as Docusaurus merges each plugin's. */

import {mergeConfigurations} from '@site/plugins/internals/mergeConfigurations';
import {describe, expect, it} from 'vitest';

describe('mergeConfigurations', () => {
  it('concatenates arrays in order, merges objects key by key, and lets a later value win', () => {
    const first = {plugin: 'first'};
    const second = {plugin: 'second'};
    const test = /\.css$/;
    expect(
      mergeConfigurations<Record<string, unknown>>([
        {plugins: [first], resolve: {alias: {a: '/a'}}, output: {chunkFilename: 'x.js'}},
        {},
        {plugins: [second], resolve: {alias: {b: '/b'}}, module: {rules: [{test}]}},
        {output: {chunkFilename: 'assets/js/[id].js'}},
      ]),
    ).toEqual({
      plugins: [first, second],
      resolve: {alias: {a: '/a', b: '/b'}},
      output: {chunkFilename: 'assets/js/[id].js'},
      module: {rules: [{test}]},
    });
  });

  it('keeps instances whole instead of merging into them', () => {
    const pattern = /a/;
    const merged = mergeConfigurations<{test: unknown}>([{test: /b/}, {test: pattern}]);
    expect(merged.test).toBe(pattern);
  });
});
