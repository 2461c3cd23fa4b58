import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  ScanText,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { htmlHasContent } from "~/lib/html-text";
import { Field, FieldError, inputClass } from "./field";
import { prepareImage } from "~/media/prepare-image";
import { refusalMessages, uploadImage } from "~/media/uploads";
import { srcSetFor } from "~/media/image-urls";

/** Editing typography, close to the article page's own. */
const typography = [
  "min-h-48 px-3 py-2 text-base leading-relaxed outline-none",
  "[&_p]:my-2 [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-2xl [&_h3]:mt-3 [&_h3]:mb-2 [&_h3]:text-xl",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li>p]:my-0",
  "[&_blockquote]:border-l-2 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_a]:text-accent-ink [&_a]:underline [&_img]:my-3 [&_img]:max-h-64 [&_img]:rounded-lg",
  // The picture chosen in the text (to describe it again) shows as chosen.
  "[&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-offset-2 [&_img.ProseMirror-selectednode]:outline-accent",
].join(" ");

type Mark = "h2" | "h3" | "bold" | "italic" | "bulletList" | "orderedList" | "blockquote" | "link";

const tools: { mark: Exclude<Mark, "link">; label: string; icon: LucideIcon; run: (editor: Editor) => void }[] = [
  { mark: "h2", label: "heading2", icon: Heading2, run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { mark: "h3", label: "heading3", icon: Heading3, run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { mark: "bold", label: "bold", icon: Bold, run: (e) => e.chain().focus().toggleBold().run() },
  { mark: "italic", label: "italic", icon: Italic, run: (e) => e.chain().focus().toggleItalic().run() },
  { mark: "bulletList", label: "bulletList", icon: List, run: (e) => e.chain().focus().toggleBulletList().run() },
  { mark: "orderedList", label: "orderedList", icon: ListOrdered, run: (e) => e.chain().focus().toggleOrderedList().run() },
  { mark: "blockquote", label: "quote", icon: Quote, run: (e) => e.chain().focus().toggleBlockquote().run() },
];

function activeMarks(editor: Editor): Record<Mark, boolean> {
  return {
    h2: editor.isActive("heading", { level: 2 }),
    h3: editor.isActive("heading", { level: 3 }),
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    blockquote: editor.isActive("blockquote"),
    link: editor.isActive("link"),
  };
}

const toolClass =
  "inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-ink hover:bg-ink/5 focus-visible:outline-2 focus-visible:outline-accent aria-pressed:bg-accent-soft aria-pressed:text-accent-ink md:size-9 [&_svg]:size-4";

/** The editor's text as HTML, without the empty paragraph it keeps at the end to type into. */
function bodyHtml(editor: Editor): string {
  return editor.getHTML().replace(/(<p><\/p>)+$/, "");
}

/**
 * The article body's rich-text editor (headings, bold, italic, lists, links, pictures, quotes).
 * Its HTML travels in a hidden input named `name`, so the form posts like any other; the server
 * sanitises it (docs/product/content-rules.md#article-html).
 */
export function RichTextEditor({
  name,
  label,
  defaultValue,
  error,
  errorId,
  onChange,
}: {
  name: string;
  label: string;
  defaultValue: string;
  error: string | undefined;
  errorId: string;
  onChange?: (html: string) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const [html, setHtml] = useState(defaultValue);
  // The form hears of each change as of typing in a box, so a refused text is checked again as it
  // is fixed (a hidden input's value set by a script raises no event of its own).
  const hidden = useRef<HTMLInputElement>(null);
  const typed = useRef(false);
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (typed.current) hidden.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [html]);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https", protocols: ["http", "https", "mailto"] },
      }),
      Image,
    ],
    content: defaultValue,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        "aria-describedby": errorId,
        class: typography,
      },
    },
    onCreate: ({ editor: current }) => {
      opened.current = bodyHtml(current);
    },
    onUpdate: ({ editor: current }) => {
      typed.current = true;
      // The editor rewrites the stored HTML in its own form (and adds an empty last paragraph to
      // type into) as soon as it is clicked; until the text itself changes, the form keeps the
      // stored HTML, so opening an article and leaving it is not a change.
      const next = bodyHtml(current);
      const value = next === opened.current ? defaultValue : next;
      setHtml(value);
      onChange?.(value);
    },
  });
  const marks = useEditorState({ editor, selector: ({ editor: current }) => (current ? activeMarks(current) : null) });

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium" onClick={() => editor?.commands.focus()}>
        {label}
      </span>
      <input ref={hidden} type="hidden" name={name} value={htmlHasContent(html) ? html : ""} />
      <div
        className={cn(
          inputClass,
          "h-auto overflow-hidden p-0 focus-within:border-accent focus-within:outline-2 focus-within:outline-accent md:h-auto",
          error && "border-danger",
        )}
      >
        <div role="toolbar" aria-label={t("admin.articles.editor.toolbar")} className="flex flex-wrap gap-0.5 border-b border-border bg-background p-1">
          {tools.map(({ mark, label: key, icon: Icon, run }) => (
            <button
              key={mark}
              type="button"
              className={toolClass}
              aria-pressed={marks?.[mark] ?? false}
              aria-label={t(`admin.articles.editor.${key}`)}
              title={t(`admin.articles.editor.${key}`)}
              disabled={!editor}
              // A press keeps the focus in the text: the mark applies to the caret at once, and what is
              // typed next lands in the text (the editor's own refocus waits for the next frame).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => editor && run(editor)}
            >
              <Icon aria-hidden />
            </button>
          ))}
          {editor ? <LinkTool editor={editor} active={marks?.link ?? false} /> : null}
          {editor ? <ImageTool editor={editor} /> : null}
        </div>
        <EditorContent editor={editor} />
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A link on the selection: an address box under the toolbar, Enter applies, Escape leaves it. */
function LinkTool({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState("");
  const inputId = useId();

  function apply() {
    const address = href.trim();
    const chain = editor.chain().focus().extendMarkRange("link");
    if (address) chain.setLink({ href: address }).run();
    else chain.unsetLink().run();
    setOpen(false);
  }

  return (
    <>
      <button
        type="button"
        className={toolClass}
        aria-pressed={active}
        aria-expanded={open}
        aria-label={t("admin.articles.editor.link")}
        title={t("admin.articles.editor.link")}
        onClick={() => {
          setHref((editor.getAttributes("link").href as string | undefined) ?? "");
          setOpen((value) => !value);
        }}
      >
        <Link2 aria-hidden />
      </button>
      {open ? (
        <div data-escape-local className="flex w-full flex-wrap items-center gap-2 p-1">
          <label htmlFor={inputId} className="sr-only">
            {t("admin.articles.editor.linkAddress")}
          </label>
          <input
            id={inputId}
            type="url"
            autoFocus
            value={href}
            placeholder="https://"
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                apply();
              } else if (event.key === "Escape") {
                setOpen(false);
                editor.commands.focus();
              }
            }}
            className={cn(inputClass, "min-w-0 flex-1")}
          />
          <Button type="button" size="sm" onClick={apply}>
            {t("admin.articles.editor.applyLink")}
          </Button>
          {active ? (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                editor.chain().focus().extendMarkRange("link").unsetLink().run();
                setOpen(false);
              }}
            >
              {t("admin.articles.editor.removeLink")}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * A picture from the uploader (folder articles), put where the cursor is once the owner has
 * described it (its alt text, kept in the article's HTML); a picture selected in the text can have
 * its description changed.
 */
function ImageTool({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [describing, setDescribing] = useState<{ src: string; alt: string; inserting: boolean } | null>(null);
  const selected = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current.isActive("image")
        ? { src: String(current.getAttributes("image").src ?? ""), alt: String(current.getAttributes("image").alt ?? "") }
        : null,
  });
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={t("admin.articles.editor.image")}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          setBusy(true);
          const prepared = await prepareImage(file);
          if ("refusal" in prepared) {
            setBusy(false);
            toast.error(t(refusalMessages[prepared.refusal], { name: file.name }));
            return;
          }
          const answer = await uploadImage(prepared.blob, "articles");
          setBusy(false);
          if ("url" in answer) {
            toast.success(t("admin.uploads.singleUploaded"));
            setDescribing({ src: answer.url, alt: "", inserting: true });
          } else toast.error(answer.error ?? t("admin.uploads.failed"));
        }}
      />
      <button
        type="button"
        className={toolClass}
        disabled={busy}
        aria-label={t("admin.articles.editor.image")}
        title={t("admin.articles.editor.image")}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden />
      </button>
      {selected ? (
        <button
          type="button"
          className={toolClass}
          aria-expanded={describing !== null}
          aria-label={t("admin.articles.editor.editAlt")}
          title={t("admin.articles.editor.editAlt")}
          onClick={() => setDescribing({ ...selected, inserting: false })}
        >
          <ScanText aria-hidden />
        </button>
      ) : null}
      {describing ? (
        <AltTextPanel
          key={describing.src}
          src={describing.src}
          initial={describing.alt}
          action={describing.inserting ? t("admin.articles.editor.insertImage") : t("admin.articles.editor.applyAlt")}
          onSave={(alt) => {
            const chain = editor.chain().focus();
            if (describing.inserting) chain.setImage({ src: describing.src, alt }).run();
            else chain.updateAttributes("image", { alt }).run();
            setDescribing(null);
          }}
          onCancel={() => {
            setDescribing(null);
            editor.commands.focus();
          }}
        />
      ) : null}
    </>
  );
}

/** The picture's description box under the toolbar: Enter saves, Escape leaves it; it may not be empty. */
function AltTextPanel({
  src,
  initial,
  action,
  onSave,
  onCancel,
}: {
  src: string;
  initial: string;
  action: string;
  onSave: (alt: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [alt, setAlt] = useState(initial);
  const [missing, setMissing] = useState(false);
  function save() {
    const text = alt.trim();
    if (text) onSave(text);
    else setMissing(true);
  }
  return (
    <div data-escape-local className="flex w-full flex-col gap-2 p-1">
      <div className="flex items-start gap-3">
        <img src={src} srcSet={srcSetFor(src)} sizes="64px" alt="" className="size-16 shrink-0 rounded-md object-cover" />
        <Field
          field={{ id, errorId: `${id}-error`, errors: missing ? ["admin.articles.editor.altRequired"] : undefined }}
          label={t("admin.articles.editor.altText")}
          hint={t("admin.articles.editor.altHint")}
          className="min-w-0 flex-1 gap-1"
        >
          <input
            id={id}
            autoFocus
            value={alt}
            maxLength={300}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-hint ${id}-error` : `${id}-hint`}
            onChange={(event) => {
              setAlt(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                save();
              } else if (event.key === "Escape") onCancel();
            }}
            className={inputClass}
          />
        </Field>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t("admin.content.cancel")}
        </Button>
        <Button type="button" size="sm" onClick={save}>
          {action}
        </Button>
      </div>
    </div>
  );
}
