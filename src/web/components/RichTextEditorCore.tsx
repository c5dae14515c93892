import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  MenuOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import TextAlign from '@tiptap/extension-text-align';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Form, Input, Popover, Select, Space, Tooltip } from 'antd';
import { NoFormStyle } from 'antd/es/form/context';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  isAllowedLink,
  isRichTextEmpty,
  RICH_TEXT_ALIGNMENTS,
  RICH_TEXT_LINK_MESSAGE,
} from '../../shared/domain/rich-text';
import type { RichTextEditorProps } from './RichTextEditor';
import { renameHandlerAttributes } from './rich-text-paste';
import './rich-text.css';

/**
 * The rich-text editor (TipTap 3 on ProseMirror), loaded as a chunk of its own by RichTextEditor.tsx.
 * Its schema holds exactly what the server's allow-list keeps (src/shared/domain/rich-text.ts): bold,
 * italic, underline, strike, bullet and numbered lists, links (http, https, mailto; opened in a new
 * tab), headings 1–4, blockquotes, and left/centre/right/justified paragraphs and headings. Anything
 * else pasted in (images, tables, scripts, code) has no place in the schema and is dropped on paste;
 * text is inserted as text.
 */

type Alignment = (typeof RICH_TEXT_ALIGNMENTS)[number];

const EXTENSIONS = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    heading: { levels: [1, 2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isAllowedLink(url),
      shouldAutoLink: (url) => isAllowedLink(url),
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
    },
  }),
  TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...RICH_TEXT_ALIGNMENTS] }),
];

/**
 * What a paste never brings in: elements that load or run something, dropped with their content, and
 * every handler and source attribute, before ProseMirror parses the paste (the schema keeps none of
 * them anyway, and the CSP refuses inline handlers). Handler attributes are renamed in the text first:
 * Chromium checks an inline handler against the CSP as it parses the attribute, even in an inert
 * document, and reports it.
 */
const PASTE_DROPPED =
  'script, style, iframe, frame, frameset, object, embed, applet, img, image, picture, video, audio, source, track, svg, math, canvas, template, noscript, textarea, link, meta, base, form, input, button, select';
const PASTE_DROPPED_ATTRIBUTES =
  /^(on.*|data-dropped-.*|src|srcset|srcdoc|background|poster|formaction|action|xlink:href)$/i;

export function cleanPastedHtml(html: string): string {
  // A DOMParser document is inert: nothing in it loads or runs.
  const doc = new DOMParser().parseFromString(renameHandlerAttributes(html), 'text/html');
  for (const element of doc.querySelectorAll(PASTE_DROPPED)) element.remove();
  for (const element of doc.body.querySelectorAll('*')) {
    for (const { name } of [...element.attributes]) {
      if (PASTE_DROPPED_ATTRIBUTES.test(name)) element.removeAttribute(name);
    }
  }
  return doc.body.innerHTML;
}

/** What the toolbar shows as on: the marks and blocks at the selection. */
function toolbarState(editor: Editor) {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
    href: (editor.getAttributes('link').href as string | undefined) ?? '',
    level: ([1, 2, 3, 4] as const).find((level) => editor.isActive('heading', { level })) ?? 0,
    align: (RICH_TEXT_ALIGNMENTS.find((a) => editor.isActive({ textAlign: a })) ?? 'left') as Alignment,
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/** A toolbar toggle: icon, name in its tooltip and accessible name, pressed while on. */
function Tool({
  label,
  icon,
  pressed,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label} mouseEnterDelay={0.4}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={pressed === undefined ? undefined : pressed}
        disabled={disabled}
        // Keep the editor's selection: the button does not take the focus on a click.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

const HEADING_OPTIONS = [
  { value: 0, label: 'Normal text' },
  { value: 1, label: 'Heading 1' },
  { value: 2, label: 'Heading 2' },
  { value: 3, label: 'Heading 3' },
  { value: 4, label: 'Heading 4' },
];

const ALIGN_TOOLS: { align: Alignment; label: string; icon: ReactNode }[] = [
  { align: 'left', label: 'Align left', icon: <AlignLeftOutlined /> },
  { align: 'center', label: 'Align centre', icon: <AlignCenterOutlined /> },
  { align: 'right', label: 'Align right', icon: <AlignRightOutlined /> },
  { align: 'justify', label: 'Justify', icon: <MenuOutlined /> },
];

/** The link field: an http, https or mailto address for the selected text, or removing the link. */
function LinkTool({ editor, active, href }: { editor: Editor; active: boolean; href: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const apply = () => {
    const url = text.trim();
    if (!isAllowedLink(url)) {
      setError(RICH_TEXT_LINK_MESSAGE);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    setOpen(false);
  };
  const content = (
    <Form layout="vertical" style={{ width: 300 }} onFinish={apply}>
      <Form.Item
        label="Link address"
        htmlFor={inputId}
        validateStatus={error ? 'error' : undefined}
        help={error ?? undefined}
        style={{ marginBottom: 8 }}
      >
        <Input
          id={inputId}
          autoFocus
          value={text}
          placeholder="https://"
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
      </Form.Item>
      <Space>
        <Button type="primary" size="small" htmlType="submit">
          Apply
        </Button>
        <Button size="small" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Space>
    </Form>
  );
  return (
    <>
      <Popover
        content={content}
        trigger="click"
        open={open}
        destroyOnHidden
        onOpenChange={(next) => {
          if (next) {
            setText(href);
            setError(null);
          }
          setOpen(next);
        }}
      >
        <span>
          <Tool label="Link" icon={<LinkOutlined />} pressed={active} onClick={() => undefined} />
        </span>
      </Popover>
      <Tool
        label="Remove link"
        icon={<DisconnectOutlined />}
        disabled={!active}
        onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
      />
    </>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({ editor, selector: ({ editor: e }) => toolbarState(e) });
  const chain = () => editor.chain().focus();
  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label={`${label} formatting`}>
      <Select
        size="small"
        aria-label="Text style"
        value={state.level}
        options={HEADING_OPTIONS}
        style={{ width: 128 }}
        popupMatchSelectWidth={false}
        onChange={(level: number) => {
          if (level === 0) chain().setParagraph().run();
          else
            chain()
              .setHeading({ level: level as 1 | 2 | 3 | 4 })
              .run();
        }}
      />
      <span className="rich-text-toolbar-divider" />
      <Tool label="Bold" icon={<BoldOutlined />} pressed={state.bold} onClick={() => chain().toggleBold().run()} />
      <Tool
        label="Italic"
        icon={<ItalicOutlined />}
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <Tool
        label="Underline"
        icon={<UnderlineOutlined />}
        pressed={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <Tool
        label="Strikethrough"
        icon={<StrikethroughOutlined />}
        pressed={state.strike}
        onClick={() => chain().toggleStrike().run()}
      />
      <span className="rich-text-toolbar-divider" />
      <Tool
        label="Bulleted list"
        icon={<UnorderedListOutlined />}
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        label="Numbered list"
        icon={<OrderedListOutlined />}
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Tool
        label="Quote"
        icon={<span aria-hidden="true">❝</span>}
        pressed={state.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <span className="rich-text-toolbar-divider" />
      {ALIGN_TOOLS.map((tool) => (
        <Tool
          key={tool.align}
          label={tool.label}
          icon={tool.icon}
          pressed={state.align === tool.align}
          onClick={() => chain().setTextAlign(tool.align).run()}
        />
      ))}
      <span className="rich-text-toolbar-divider" />
      <LinkTool editor={editor} active={state.link} href={state.href} />
      <span className="rich-text-toolbar-divider" />
      <Tool label="Undo" icon={<UndoOutlined />} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
      <Tool label="Redo" icon={<RedoOutlined />} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
    </div>
  );
}

/** The value a change reports: the editor's HTML, or '' when it holds no non-blank text (MKT-07). */
const reported = (editor: Editor) => {
  const html = editor.getHTML();
  return isRichTextEmpty(html) ? '' : html;
};

/** The editing area's attributes (its accessible name and state) and the paste cleaning. */
const editorProps = (label: string, invalid: boolean | undefined) => ({
  attributes: {
    class: 'rich-text-content rich-text-body',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
  },
  transformPastedHTML: cleanPastedHtml,
});

export default function RichTextEditorCore({ value, onChange, label, id, invalid }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The value last reported (or set from outside): a new value from outside replaces the content.
  const current = useRef(value ?? '');
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value ?? '',
    editorProps: editorProps(label, invalid),
    onUpdate: ({ editor: e }) => {
      const next = reported(e);
      if (next === current.current) return;
      current.current = next;
      onChangeRef.current?.(next);
    },
  });

  // The form set another value (reset, a reload after a stale save): show it.
  useEffect(() => {
    const next = value ?? '';
    if (next === current.current) return;
    current.current = next;
    editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  // The accessible name and invalid state follow the props.
  useEffect(() => {
    editor.setOptions({ editorProps: editorProps(label, invalid) });
  }, [editor, label, invalid]);

  return (
    <div className="rich-text-editor" id={id} data-invalid={invalid ? 'true' : undefined}>
      {/* The toolbar's controls are not the field: they do not take its error state. */}
      <NoFormStyle status override>
        <Toolbar editor={editor} label={label} />
      </NoFormStyle>
      <EditorContent editor={editor} />
    </div>
  );
}
