/**
 * Remark plugin: `:address{id="veyfi/dyfi-redemption"}` in a page becomes a
 * link to the block explorer showing the address of that entry of the
 * address data (src/data/addresses), so prose quotes an address without
 * typing it again. `:address[yCRV]{id="ycrv/ycrv"}` keeps its own link text;
 * `fragment="code"` opens a tab of the explorer's page.
 * An unknown id fails the build, naming the page and the id.
 */
import type {Link, PhrasingContent, Root} from 'mdast';
import type {TextDirective} from 'mdast-util-directive';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {entryById, explorerUrl} from '../../src/data/addresses';

const ADDRESS_DIRECTIVE = 'address';

function addressLink(id: string, children: PhrasingContent[], fragment?: string): Link {
  const entry = entryById(id);
  if (!entry) throw new Error(`No address entry with id "${id}" in src/data/addresses.`);
  return {
    type: 'link',
    url: `${explorerUrl(entry.chainId, entry.address)}${fragment ? `#${fragment}` : ''}`,
    children: children.length > 0 ? children : [{type: 'inlineCode', value: entry.address}],
  };
}

export default function remarkAddressLinks() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'textDirective', (node: TextDirective, index, parent) => {
      if (node.name !== ADDRESS_DIRECTIVE || parent === undefined || index === undefined) return;
      const id = node.attributes?.id ?? '';
      const fragment = node.attributes?.fragment ?? undefined;
      try {
        parent.children[index] = addressLink(id, node.children, fragment);
      } catch (error) {
        throw new Error(`${file.path}: ${(error as Error).message}`);
      }
    });
  };
}
