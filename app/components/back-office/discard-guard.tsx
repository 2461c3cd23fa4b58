import { useRef, useState, type RefObject } from "react";
import { useTranslation } from "~/i18n/react";
import { AskFirstDialog } from "./confirm-dialog";

/** A form's values as one comparable string (a chosen file counts by its name). */
function formState(form: HTMLFormElement | null | undefined): string | null {
  if (!form) return null;
  return JSON.stringify([...new FormData(form)].map(([name, value]) => [name, typeof value === "string" ? value : value.name]));
}

/**
 * Keeps an edit dialog from dropping what the owner typed: Escape, the close button, Cancel and a
 * click outside all ask first when one of the dialog's forms has changed. Each form is read when
 * the owner first focuses, points, types or drops inside the dialog while it is there — after it
 * and its editor have settled, before any change — so fields the page fills in by itself never
 * count as changes, and a form opened later (a colour's, inside an item's) is guarded too. The
 * guard also serves a part of a dialog: give `contentProps` to that part's element.
 */
export function useDiscardGuard(onClose: () => void) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDivElement>(null);
  const before = useRef(new Map<HTMLFormElement, string | null>());
  const [asking, setAsking] = useState(false);
  const forms = () => [...(dialogRef.current?.querySelectorAll("form") ?? [])];
  const close = () => {
    before.current.clear();
    onClose();
  };
  const remember = () => {
    for (const form of forms()) if (!before.current.has(form)) before.current.set(form, formState(form));
  };
  const changed = () => forms().some((form) => before.current.has(form) && before.current.get(form) !== formState(form));
  return {
    /** For the dialog's content element. */
    contentProps: {
      ref: dialogRef as RefObject<HTMLDivElement>,
      onFocusCapture: remember,
      onKeyDownCapture: remember,
      onPointerDownCapture: remember,
      onDragEnterCapture: remember,
    },
    requestClose() {
      if (changed()) setAsking(true);
      else close();
    },
    /** After a save, or when the dialog closes, the form's next values are the new starting point. */
    reset() {
      before.current.clear();
    },
    question: (
      <AskFirstDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t("admin.discard.title")}
        keepLabel={t("admin.discard.keepEditing")}
        confirmLabel={t("admin.discard.discard")}
        destructive
        onConfirm={() => {
          setAsking(false);
          close();
        }}
      >
        {t("admin.discard.text")}
      </AskFirstDialog>
    ),
  };
}
