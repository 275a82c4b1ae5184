// Stands in for a Mermaid diagram type the site leaves out (see ./bundledDiagrams.ts):
// Mermaid shows this message in place of the diagram.
throw new Error('This diagram type is not bundled with the site (plugins/mermaid-diagram-types).');
