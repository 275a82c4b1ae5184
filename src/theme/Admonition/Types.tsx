/**
 * Adds the product admonitions (`:::yearn`, `:::yearnData` and `:::legacy`)
 * to the stock set, which stays untouched.
 */

import YearnMark from '@site/src/components/YearnMark';
import AdmonitionLayout from '@theme/Admonition/Layout';
import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import type {ReactNode} from 'react';

type AdmonitionProps = {title?: ReactNode; className?: string; children: ReactNode; icon?: ReactNode};

function YearnTip(props: AdmonitionProps): ReactNode {
  return (
    <AdmonitionLayout
      type="yearn"
      icon={<YearnMark size={22} />}
      title="Yearn Tip"
      {...props}
      className={`alert admonition-yearn ${props.className ?? ''}`}
    >
      {props.children}
    </AdmonitionLayout>
  );
}

function YearnData(props: AdmonitionProps): ReactNode {
  return (
    <AdmonitionLayout
      type="yearnData"
      icon={<YearnMark size={22} />}
      title="Yearn On-Chain Data"
      {...props}
      className={`alert admonition-yearn-data ${props.className ?? ''}`}
    >
      {props.children}
    </AdmonitionLayout>
  );
}

/** An archive box: the one mark of a retired product, version or process. */
function LegacyIcon(): ReactNode {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h18v4H3zM5 8v11a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8M10 12h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** `:::legacy[<Name> is retired]`: what it was, since when it is retired, what to use instead. */
function Legacy(props: AdmonitionProps): ReactNode {
  return (
    <AdmonitionLayout
      type="legacy"
      icon={<LegacyIcon />}
      title="Legacy"
      {...props}
      className={`alert admonition-legacy ${props.className ?? ''}`}
    >
      {props.children}
    </AdmonitionLayout>
  );
}

const AdmonitionTypes = {
  ...DefaultAdmonitionTypes,
  yearn: YearnTip,
  yearnData: YearnData,
  legacy: Legacy,
};

export default AdmonitionTypes;
