import { type ComponentProps, Suspense } from "react";
import { useTranslation } from "~/i18n/react";
import { htmlHasContent } from "~/lib/html-text";
import { cn } from "~/lib/utils";
import { loadedComponent, onDemand, useLoadWhenIdle } from "~/components/ui/on-demand";
import { FieldError, inputClass } from "./field";
import type { RichTextEditor } from "./rich-text-editor";

/**
 * The rich-text editor (Tiptap and ProseMirror) comes with the first form that shows it, not with
 * the pages that list articles or legal texts, and the server never loads it for pages that do
 * not draw it (docs/decisions/0101).
 */
const editorCode = onDemand(() => import("./rich-text-editor"));
const LoadedEditor = loadedComponent(editorCode, (code) => code.RichTextEditor);

type RichTextFieldProps = ComponentProps<typeof RichTextEditor>;

/** Fetches the editor once the page is idle, so that opening a form finds it there. */
export function useRichTextEditorWhenIdle(): void {
  useLoadWhenIdle(editorCode.load);
}

/**
 * The editor, and until its code is there a box of its size that says it is loading and still
 * carries the stored text in the form: a save pressed meanwhile keeps what was written.
 */
export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense fallback={<WaitingEditor {...props} />}>
      <LoadedEditor {...props} />
    </Suspense>
  );
}

function WaitingEditor({ name, label, defaultValue, error, errorId }: RichTextFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium">{label}</span>
      <input type="hidden" name={name} value={htmlHasContent(defaultValue) ? defaultValue : ""} />
      <div aria-busy="true" className={cn(inputClass, "h-auto min-h-60 py-3 text-muted md:h-auto", error && "border-danger")}>
        {t("common.loading")}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
