/** Every doc page gets the "Copy page" actions above its content. */

import type {WrapperProps} from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';
import type ContentType from '@theme/DocItem/Content';
import Content from '@theme-original/DocItem/Content';
import type {ReactNode} from 'react';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <CopyPage />
      <Content {...props} />
    </>
  );
}
