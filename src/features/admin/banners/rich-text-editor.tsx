import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BannerPreset } from '@contracts/banners';
import { bannerFormatMarkup, bannerPresets, type BannerFormat } from '@contracts/banner-presets';
import { inputStyles } from '../../../app/ui/field-styles';
import { sanitizeBannerHtml } from '../../../lib/banner-html';
import { InsertDialog, type Insertion } from './insert-dialog';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};

  button {
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding: ${({ theme }) => `0 ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

const Editable = styled.div`
  ${inputStyles}
  min-height: 6rem;
  padding: ${({ theme }) => theme.space(3)};
  line-height: 1.4;

  img {
    max-height: 3rem;
    vertical-align: middle;
  }
`;

/** The element a format wraps text in (the first of its tags; the others are what pasted or older HTML may hold). */
const inlineTag = (format: BannerFormat) => bannerFormatMarkup[format].tags[0] ?? format;

/** The selection, if it lies in the editor. */
function rangeIn(editor: HTMLElement): Range | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return editor.contains(range.commonAncestorContainer) ? range : null;
}

/** The element of one of `tags` around the node, inside the editor. */
function enclosing(node: Node, tags: string[], editor: HTMLElement): Element | null {
  for (let element = node instanceof Element ? node : node.parentElement; element && element !== editor;) {
    if (tags.includes(element.tagName.toLowerCase())) return element;
    element = element.parentElement;
  }
  return null;
}

function placeCaretAfter(node: Node) {
  const range = document.createRange();
  range.setStartAfter(node);
  range.collapse(true);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** Puts a node where the selection is (replacing what is selected), or at the end when the editor has none. */
function insertAtSelection(editor: HTMLElement, range: Range | null, node: Node) {
  if (range) {
    range.deleteContents();
    range.insertNode(node);
  } else {
    editor.append(node);
  }
  placeCaretAfter(node);
}

/** Bold, italic, small: wraps the selected text, or unwraps it when it is already so. */
function toggleInline(editor: HTMLElement, format: BannerFormat): boolean {
  const range = rangeIn(editor);
  if (!range) return false;
  const existing = enclosing(range.commonAncestorContainer, bannerFormatMarkup[format].tags, editor);
  if (existing) {
    existing.replaceWith(...existing.childNodes);
    return true;
  }
  if (range.collapsed) return false;
  const element = document.createElement(inlineTag(format));
  element.append(range.extractContents());
  range.insertNode(element);
  window.getSelection()?.selectAllChildren(element);
  return true;
}

function insert(editor: HTMLElement, range: Range | null, insertion: Insertion) {
  if (insertion.kind === 'image') {
    const image = document.createElement('img');
    image.setAttribute('src', insertion.src);
    image.setAttribute('alt', insertion.alt);
    if (range) range.collapse(false);
    insertAtSelection(editor, range, image);
    return;
  }
  const link = document.createElement('a');
  link.setAttribute('href', insertion.href);
  if (insertion.newTab) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  if (range && !range.collapsed) link.append(range.extractContents());
  else link.textContent = insertion.href;
  insertAtSelection(editor, range, link);
}

interface RichTextEditorProps {
  /** The editable text's id; the label points at it. */
  id: string;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  preset: BannerPreset;
  /** The text it starts with, shown as the preset allows; later changes come from the editor itself. */
  initialHtml: string;
  onChange: (html: string) => void;
}

/**
 * The banner's small rich-text editor: text with only the formats of the banner's preset (its toolbar offers no
 * others, and pasted text comes in plain). What it writes is untrusted like any banner HTML: the preview and the
 * save both pass it through the site's sanitiser.
 */
export function RichTextEditor({
  id,
  labelId,
  describedBy,
  invalid,
  preset,
  initialHtml,
  onChange,
}: RichTextEditorProps) {
  const { t } = useTranslation('admin');
  const editor = useRef<HTMLDivElement>(null);
  // Set once: afterwards the editor's DOM is the source of truth, and React must not write over what staff type.
  const [initial] = useState(() => ({ __html: sanitizeBannerHtml(initialHtml, preset) }));
  const [dialog, setDialog] = useState<{ kind: 'link' | 'image'; range: Range | null } | null>(null);
  const formats: readonly BannerFormat[] = bannerPresets[preset];

  // A line break the browser adds to keep the caret on an empty last line is not part of the text.
  const emit = () => onChange((editor.current?.innerHTML ?? '').replace(/(<br>)+$/, ''));

  const apply = (format: BannerFormat) => {
    const element = editor.current;
    if (!element) return;
    if (format === 'link' || format === 'image') {
      setDialog({ kind: format, range: rangeIn(element)?.cloneRange() ?? null });
      return;
    }
    if (toggleInline(element, format)) emit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = editor.current;
    if (!element) return;
    if (event.key === 'Enter') {
      // A line break, not the browser's own <div> or <p> (a banner is a line or two of one paragraph).
      event.preventDefault();
      const lineBreak = document.createElement('br');
      insertAtSelection(element, rangeIn(element), lineBreak);
      if (!lineBreak.nextSibling) {
        const caretHolder = document.createElement('br');
        lineBreak.after(caretHolder);
      }
      emit();
      return;
    }
    const shortcut = { b: 'bold', i: 'italic' } as const;
    const format = (event.ctrlKey || event.metaKey) && shortcut[event.key.toLowerCase() as keyof typeof shortcut];
    if (format) {
      event.preventDefault();
      if (formats.includes(format)) apply(format);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const element = editor.current;
    if (!element) return;
    event.preventDefault();
    insertAtSelection(element, rangeIn(element), document.createTextNode(event.clipboardData.getData('text/plain')));
    emit();
  };

  return (
    <>
      <Toolbar role="toolbar" aria-label={t('banners.toolbar')} aria-controls={id}>
        {formats.map((format) => (
          <button
            key={format}
            type="button"
            // Keeps the selection in the text while the button is pressed with a mouse.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => apply(format)}
          >
            {t(`banners.formats.${format}`)}
          </button>
        ))}
      </Toolbar>
      <Editable
        ref={editor}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        dangerouslySetInnerHTML={initial}
        onInput={emit}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onDrop={(event) => event.preventDefault()}
      />
      {dialog ? (
        <InsertDialog
          kind={dialog.kind}
          onClose={() => setDialog(null)}
          onInsert={(insertion) => {
            setDialog(null);
            if (editor.current) insert(editor.current, dialog.range, insertion);
            emit();
          }}
        />
      ) : null}
    </>
  );
}
