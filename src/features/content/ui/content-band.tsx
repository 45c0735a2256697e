import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemedSection, type SectionTone } from '../../../app/layout/themed-section';
import { ContentBlocks, type ContentBlock } from './content-blocks';
import { Prose } from './prose';

interface ContentBandProps {
  /** The page's locale namespace, `content-<route-id>`. */
  namespace: string;
  /** The band's key in the namespace: it holds `<name>.heading` and `<name>.body` (a block list). */
  name: string;
  tone: SectionTone;
  /** Shown above the prose, e.g. the page header in the first band. */
  header?: ReactNode;
  /** Shown after the body, inside the prose column. */
  children?: ReactNode;
}

/** One band of a content page: a heading and its text from the locale file, in the page's reading column. */
export function ContentBand({ namespace, name, tone, header, children }: ContentBandProps) {
  const { t } = useTranslation(namespace);
  const headingId = `${namespace}-${name}`;
  return (
    <ThemedSection tone={tone} labelledBy={headingId}>
      {header}
      <Prose>
        <h2 id={headingId}>{t(`${name}.heading`)}</h2>
        <ContentBlocks blocks={t(`${name}.body`, { returnObjects: true }) as ContentBlock[]} />
        {children}
      </Prose>
    </ThemedSection>
  );
}
