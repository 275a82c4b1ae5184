// Stands in for KaTeX inside Mermaid, which loads it only for `$$…$$` in a label;
// no diagram of the site has one (checked by a unit test). Mermaid shows this message instead.
export default {
  renderToString(): string {
    throw new Error('Math in diagram labels is not bundled with the site (plugins/mermaid-diagram-types).');
  },
};
