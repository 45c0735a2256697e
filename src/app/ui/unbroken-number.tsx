import styled from 'styled-components';

const NoBreak = styled.span`
  white-space: nowrap;
`;

/**
 * A heading with a number in it kept on one line: "ŠT-2026-" on one line and "000007" on the next reads as two
 * numbers, as "10-2026-" and "0001234" do. The translated text is split around the number rather than marked up
 * (react-i18next's Trans weighs 5 kB).
 */
export function WithUnbrokenNumber({ text, number }: { text: string; number: string }) {
  const at = text.indexOf(number);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <NoBreak>{number}</NoBreak>
      {text.slice(at + number.length)}
    </>
  );
}
