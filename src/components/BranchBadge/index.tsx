import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteCustomFields} from '@site/config/customFields';
import type React from 'react';
import styles from './styles.module.css';

/** A corner badge naming the git branch, shown only when IS_DEV=true. */
export default function BranchBadge(): React.ReactElement | null {
  const {siteConfig} = useDocusaurusContext();
  const fields = siteConfig.customFields as SiteCustomFields;
  if (!fields.isDev) return null;
  return (
    <div className={styles.badge} data-testid="branch-badge">
      Branch: <strong>{fields.branchName}</strong>
    </div>
  );
}
