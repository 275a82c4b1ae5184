/**
 * Rehype plugin: gives the checkbox of every Markdown task list item ("- [ ]")
 * a label. GFM renders a bare disabled checkbox before the item's text, which
 * assistive technology announces with no name; here the item's text, up to
 * any nested list or paragraph break, becomes a <label for> of its checkbox.
 * The checkbox stays a direct child of the item, where the Markdown twins'
 * converter looks for it.
 */
import type {Element, ElementContent, Root} from 'hast';
import {visit} from 'unist-util-visit';
import {markdownPluginOptions, NO_OPTIONS} from '../shared/pluginOptions';

/** Block content ends the label: a nested list, or the next paragraph of a loose item. */
const BLOCKS = new Set(['p', 'ul', 'ol', 'div', 'pre', 'blockquote', 'table']);

const isElement = (node: ElementContent, tagName?: string): node is Element =>
  node.type === 'element' && (tagName === undefined || node.tagName === tagName);

const isCheckbox = (node: ElementContent): node is Element =>
  isElement(node, 'input') && node.properties.type === 'checkbox';

/** Moves whitespace at the edges of the label's content out of it, so the label is only the words. */
function trimmed(content: ElementContent[]): {before: string; label: ElementContent[]; after: string} {
  const label = content.map((node) => (node.type === 'text' ? {...node} : node));
  const first = label[0];
  const last = label[label.length - 1];
  const before = first?.type === 'text' ? (first.value.match(/^\s*/)?.[0] ?? '') : '';
  if (first?.type === 'text') first.value = first.value.slice(before.length);
  const after = last?.type === 'text' ? (last.value.match(/\s*$/)?.[0] ?? '') : '';
  if (last?.type === 'text') last.value = last.value.slice(0, last.value.length - after.length);
  return {before, label: label.filter((node) => node.type !== 'text' || node.value !== ''), after};
}

export default function rehypeTaskListLabels(options?: unknown) {
  markdownPluginOptions('task-list-labels', NO_OPTIONS, options);
  return (tree: Root) => {
    let count = 0;
    visit(tree, 'element', (node: Element) => {
      const start = node.children.findIndex(isCheckbox);
      if (start === -1 || !(node.tagName === 'li' || node.tagName === 'p')) return;
      const checkbox = node.children[start] as Element;
      const rest = node.children.slice(start + 1);
      const end = rest.findIndex((child) => isElement(child) && BLOCKS.has(child.tagName));
      const content = end === -1 ? rest : rest.slice(0, end);
      const {before, label, after} = trimmed(content);
      if (label.length === 0) return;
      count += 1;
      const id = `task-list-item-${count}`;
      checkbox.properties.id = id;
      const text = (value: string): ElementContent[] => (value ? [{type: 'text', value}] : []);
      node.children.splice(
        start + 1,
        content.length,
        ...text(before),
        {type: 'element', tagName: 'label', properties: {htmlFor: [id]}, children: label},
        ...text(after),
      );
    });
  };
}
