import { Markdown } from '../../shared/manual/markdown.tsx';
import * as styles from './HelpSettingPage.css.ts';

interface ManualPreviewProps {
  title: string;
  body: string;
  /** Text shown while there is nothing to preview. */
  emptyText: string;
  /** BCP 47 tag of the manual's language, for the Thai and Lao fonts. */
  lang: string;
}

/**
 * The manual as the help page will show it (the same renderer: whatever the text holds stays
 * text, never HTML): its title as the lead, then the text, headings under the dialog's own.
 */
export function ManualPreview({ title, body, emptyText, lang }: ManualPreviewProps) {
  if (body.trim() === '' && title.trim() === '') return <p className={styles.previewEmpty}>{emptyText}</p>;
  return (
    <div className={styles.preview} lang={lang}>
      {title.trim() ? <p className={styles.previewLead}>{title}</p> : null}
      <Markdown source={body} topLevel={3} />
    </div>
  );
}
