/**
 * Remark plugin: each `<LiveValue entry="…">` of a page gets the address and
 * chain of its address-data entry as attributes, resolved at build time, so
 * the read code a page loads carries no copy of the address data. An
 * unknown entry fails the build, naming the page and the id.
 */
import type {Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {entryById} from '../../src/data/addresses';
import {markdownPluginOptions, NO_OPTIONS} from '../shared/pluginOptions';

const COMPONENT = 'LiveValue';

function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  for (const item of node.attributes) {
    if (item.type === 'mdxJsxAttribute' && item.name === name && typeof item.value === 'string') return item.value;
  }
  return undefined;
}

export default function remarkLiveValues(options?: unknown) {
  markdownPluginOptions('live-values', NO_OPTIONS, options);
  return (tree: Root, file: VFile) => {
    visit(tree, ['mdxJsxTextElement', 'mdxJsxFlowElement'], (node) => {
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      if (element.name !== COMPONENT) return;
      const id = attribute(element, 'entry');
      const entry = id === undefined ? undefined : entryById(id);
      if (!entry)
        throw new Error(`${file.path}: <LiveValue entry="${id ?? ''}"> names no entry of src/data/addresses.`);
      element.attributes = element.attributes.filter(
        (item) => item.type !== 'mdxJsxAttribute' || (item.name !== 'address' && item.name !== 'chain'),
      );
      element.attributes.push(
        {type: 'mdxJsxAttribute', name: 'address', value: entry.address},
        {type: 'mdxJsxAttribute', name: 'chain', value: String(entry.chainId)},
      );
    });
  };
}
