import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

/**
 * Long page text lives in the locale files as a list of blocks, so translators edit words, not markup.
 * Inline, a text may hold `**bold**` and links written `[label](/path)`, `[label](https://…)`,
 * `[label](mailto:…)` or `[label](tel:…)`; a path starting with `/` becomes a router link.
 */
export type ContentBlock =
  | { h2: string }
  | { h3: string }
  | { p: string }
  | { ul: string[] }
  | { ol: string[] }
  | { note: string }
  | { table: { caption: string; head: string[]; rows: string[][] } };

const inlinePattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function InlineText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const [whole, bold, label, href] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    if (bold !== undefined) {
      parts.push(<strong key={match.index}>{bold}</strong>);
    } else if (label !== undefined && href !== undefined) {
      parts.push(
        href.startsWith('/') ? (
          <Link key={match.index} to={href}>
            {label}
          </Link>
        ) : (
          <a key={match.index} href={href} {...(href.startsWith('http') ? { rel: 'noopener noreferrer' } : {})}>
            {label}
          </a>
        ),
      );
    }
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

const Note = styled.p`
  padding: ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const TableScroll = styled.div`
  overflow-x: auto;
  margin: ${({ theme }) => theme.space(4)} 0;

  table {
    width: 100%;
    border-collapse: collapse;
  }

  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

function Block({ block }: { block: ContentBlock }) {
  if ('h2' in block) return <h2>{block.h2}</h2>;
  if ('h3' in block) return <h3>{block.h3}</h3>;
  if ('p' in block)
    return (
      <p>
        <InlineText text={block.p} />
      </p>
    );
  if ('note' in block)
    return (
      <Note>
        <InlineText text={block.note} />
      </Note>
    );
  if ('table' in block)
    return (
      <TableScroll>
        <table>
          <caption>{block.table.caption}</caption>
          <thead>
            <tr>
              {block.table.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.table.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, index) => (
                  <td key={index}>
                    <InlineText text={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    );
  const List = 'ul' in block ? 'ul' : 'ol';
  const items = 'ul' in block ? block.ul : block.ol;
  return (
    <List>
      {items.map((item) => (
        <li key={item}>
          <InlineText text={item} />
        </li>
      ))}
    </List>
  );
}

/** Renders a locale file's block list (read with `t(key, { returnObjects: true })`). */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Fragment key={index}>
          <Block block={block} />
        </Fragment>
      ))}
    </>
  );
}
