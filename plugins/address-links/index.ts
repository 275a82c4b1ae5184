/**
 * Remark plugin: `:address{id="veyfi/dyfi-redemption"}` in a page becomes a
 * link to the block explorer showing the address of that entry of the
 * address data (src/data/addresses), so prose quotes an address without
 * typing it again. `:address[yCRV]{id="ycrv/ycrv"}` keeps its own link text;
 * `fragment="code"` opens a tab of the explorer's page.
 * Each is followed by a copy button (src/components/CopyAddress/markup.ts),
 * which the site-wide handler in src/clientModules/copyAddress.ts serves.
 * An unknown id fails the build, naming the page and the id.
 */
import type {Link, PhrasingContent, Root} from 'mdast';
import type {TextDirective} from 'mdast-util-directive';
import type {MdxJsxAttribute, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {SKIP, visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {
  COPY_ATTRIBUTE,
  COPY_BUTTON_CLASS,
  COPY_STATUS_CLASS,
  COPY_WRAP_CLASS,
  copyLabel,
} from '../../src/components/CopyAddress/markup';
import {entryById, explorerUrl} from '../../src/data/addresses';
import {markdownPluginOptions, NO_OPTIONS} from '../shared/pluginOptions';

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

function element(
  name: string,
  attributes: Record<string, string | null>,
  children: MdxJsxTextElement['children'] = [],
): MdxJsxTextElement {
  const list: MdxJsxAttribute[] = Object.entries(attributes).map(([key, value]) => ({
    type: 'mdxJsxAttribute',
    name: key,
    value,
  }));
  return {type: 'mdxJsxTextElement', name, attributes: list, children};
}

/** The same markup as the CopyAddress component renders. */
function copyButton(address: string): MdxJsxTextElement {
  const icon = element('svg', {className: 'masked-icon', 'aria-hidden': 'true', focusable: 'false'});
  return element('span', {className: COPY_WRAP_CLASS, 'data-twin-skip': ''}, [
    element(
      'button',
      {
        type: 'button',
        className: COPY_BUTTON_CLASS,
        'aria-label': copyLabel(address),
        title: 'Copy address',
        [COPY_ATTRIBUTE]: address,
      },
      [icon],
    ),
    element('span', {className: COPY_STATUS_CLASS, role: 'status', 'aria-live': 'polite'}),
  ]);
}

export default function remarkAddressLinks(options?: unknown) {
  markdownPluginOptions('address-links', NO_OPTIONS, options);
  return (tree: Root, file: VFile) => {
    visit(tree, 'textDirective', (node: TextDirective, index, parent) => {
      if (node.name !== ADDRESS_DIRECTIVE || parent === undefined || index === undefined) return;
      const id = node.attributes?.id ?? '';
      const fragment = node.attributes?.fragment ?? undefined;
      try {
        const link = addressLink(id, node.children, fragment);
        const address = entryById(id)?.address ?? '';
        parent.children.splice(index, 1, link, copyButton(address) as unknown as PhrasingContent);
      } catch (error) {
        throw new Error(`${file.path}: ${(error as Error).message}`);
      }
      return [SKIP, index + 2];
    });
  };
}
