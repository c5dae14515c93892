import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { RICH_TEXT_MAX, richTextLength } from '../../shared/domain/rich-text';
import './rich-text.css';

/**
 * A rich-text field of the marketing forms (MKT-06..12): the editor with its toolbar, and under it the
 * count of visible characters against the 14000 limit (MKT-08), counted by the shared rule
 * (`richTextLength`: tags and line breaks between blocks not counted). The value is HTML; a text with
 * no non-blank character is reported as '' (MKT-07). Fits an antd Form.Item (value, onChange, id).
 *
 * The editor itself (TipTap, ~120 KB gzip) is a chunk of its own, loaded when a form first shows it:
 * list and read-only detail pages never load it.
 */
export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** The editing area's accessible name ('English content'). */
  label: string;
  id?: string;
  /** The field shows an error. */
  invalid?: boolean;
}

const loadEditor = () => import('./RichTextEditorCore');
const Editor = lazy(loadEditor);

/** Starts loading the editor's code before a form shows it (an Edit button's hover). */
export function preloadRichTextEditor(): void {
  void loadEditor();
}

export function RichTextCounter({ value }: { value: string | undefined }) {
  const length = richTextLength(value);
  return (
    <div className="rich-text-counter" data-over={length > RICH_TEXT_MAX ? 'true' : undefined}>
      {length} / {RICH_TEXT_MAX}
    </div>
  );
}

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <div>
      <Suspense
        fallback={
          <div className="rich-text-editor rich-text-loading">
            <Spin aria-label={`Loading the ${props.label} editor`} />
          </div>
        }
      >
        <Editor {...props} />
      </Suspense>
      <RichTextCounter value={props.value} />
    </div>
  );
}
