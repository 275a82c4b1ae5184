import type {WrapperProps} from '@docusaurus/types';
import OfflineReading from '@site/src/components/OfflineReading';
import type CopyrightType from '@theme/Footer/Copyright';
import Copyright from '@theme-original/Footer/Copyright';
import type React from 'react';

type Props = WrapperProps<typeof CopyrightType>;

/** The copyright line, followed by the offline-reading switch. */
export default function CopyrightWrapper(props: Props): React.ReactElement {
  return (
    <>
      <Copyright {...props} />
      <OfflineReading />
    </>
  );
}
