/**
 * KaTeX classes that no formula of the site produces: no built page names
 * them (tests/e2e/unusedStyles.spec.ts checks this over every build). Their
 * rules are left out of the KaTeX stylesheet, which blocks the render of
 * every page with math. A class that comes into use (a new command such as
 * `\mathbf` or an `aligned` environment) must leave this list.
 */
export const UNUSED_KATEX_CLASSES: readonly string[] = [
  'accent', 'accent-body', 'accent-full', 'amsrm', 'angl', 'anglpad', 'arraycolsep',
  'boldsymbol', 'boxpad', 'brace-center', 'brace-left', 'brace-right',
  'cancel-lap', 'cancel-pad', 'cd-arrow-pad', 'cd-label-left', 'cd-label-right', 'cd-vert-arrow', 'clap', 'col-align-c', 'col-align-l', 'col-align-r',
  'delim-size1', 'delim-size4', 'eqn-num', 'fbox', 'fcolorbox', 'fix', 'fleqn', 'fontsize-ensurer',
  'halfarrow-left', 'halfarrow-right', 'hbox', 'hdashline', 'hline', 'inner', 'katex-version', 'leqno', 'llap',
  'mainrm', 'mathbb', 'mathbf', 'mathboldfrak', 'mathboldsf', 'mathcal', 'mathfrak', 'mathit', 'mathitsf', 'mathscr', 'mathsf', 'mathsfit', 'mathtt',
  'mml-eqn-num', 'mover', 'mtable', 'mtr-glue', 'mult', 'munder', 'newline', 'overlay', 'overline', 'overline-line',
  'reset-size1', 'reset-size10', 'reset-size11', 'reset-size2', 'reset-size3', 'reset-size4', 'reset-size5', 'reset-size7', 'reset-size8', 'reset-size9',
  'rlap', 'root', 'rule', 'size10', 'size11', 'size4', 'size5', 'size6', 'size7', 'size8', 'size9', 'smash', 'sout', 'stretchy',
  'textbb', 'textbf', 'textboldfrak', 'textboldsf', 'textfrak', 'textit', 'textitsf', 'textrm', 'textscr', 'textsf', 'thinbox',
  'underline', 'underline-line', 'vbox', 'vertical-separator', 'x-arrow', 'x-arrow-pad',
];
