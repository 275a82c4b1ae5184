/**
 * Adds the two product admonitions (`:::yearn` and `:::yearnData`) to the
 * stock set, which stays untouched.
 */
import type {ReactNode} from 'react';
import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import AdmonitionLayout from '@theme/Admonition/Layout';
import YearnMark from '@site/src/components/YearnMark';

type AdmonitionProps = {title?: ReactNode; className?: string; children: ReactNode; icon?: ReactNode};

function YearnTip(props: AdmonitionProps): ReactNode {
  return (
    <AdmonitionLayout
      type="yearn"
      icon={<YearnMark size={22} />}
      title="Yearn Tip"
      {...props}
      className={`alert admonition-yearn ${props.className ?? ''}`}>
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
      className={`alert admonition-yearn-data ${props.className ?? ''}`}>
      {props.children}
    </AdmonitionLayout>
  );
}

const AdmonitionTypes = {
  ...DefaultAdmonitionTypes,
  yearn: YearnTip,
  yearnData: YearnData,
};

export default AdmonitionTypes;
