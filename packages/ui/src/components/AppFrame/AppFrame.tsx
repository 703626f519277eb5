import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { useUiStrings } from '../../i18n/strings.ts';
import * as styles from './AppFrame.css.ts';
import { strings } from './AppFrame.strings.ts';

export interface AppFrameProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The top bar (TopBar). */
  topBar: ReactNode;
  /** The side menu (SideMenu); at ≤1024 px it gives way to the top bar's hamburger menu. */
  sideMenu?: ReactNode;
  /** The page. */
  children: ReactNode;
  /** Id of the `main` element, which the skip link targets; generated when left out. */
  mainId?: string;
}

/**
 * The shell's layout: top bar across, side menu (15 %) beside the content (85 %), and a skip link
 * to the content for keyboard users. Layout only: the parts come in as props.
 */
export function AppFrame({ topBar, sideMenu, children, mainId, className, ...rest }: AppFrameProps) {
  const t = useUiStrings(strings, '@pms/ui/AppFrame');
  const generatedId = useId();
  const contentId = mainId ?? `main-${generatedId.replace(/:/g, '')}`;
  const hasSide = sideMenu !== undefined && sideMenu !== null && sideMenu !== false;
  return (
    <div {...rest} className={[styles.frame, className].filter(Boolean).join(' ')}>
      <a href={`#${contentId}`} className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      {topBar}
      <div className={[styles.body, hasSide ? '' : styles.bodyWithoutSide].filter(Boolean).join(' ')}>
        {hasSide ? <div className={styles.side}>{sideMenu}</div> : null}
        <main id={contentId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
