/** The MDX components every page can use without importing them: the theme's, plus LiveValue. */
import LiveValue from '@site/src/components/LiveValue';
import MDXComponents from '@theme-original/MDXComponents';

export default {...MDXComponents, LiveValue};
