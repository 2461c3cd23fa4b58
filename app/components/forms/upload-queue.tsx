import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { prepareImage } from "~/media/prepare-image";
import { refusalMessages, uploadImage, type UploadFolder } from "~/media/uploads";

/** One picked file on its way: being made ready, being sent (with how much has gone), or kept back. */
type UploadEntry = { id: number; name: string } & (
  | { state: "preparing" }
  | { state: "sending"; percent: number }
  | { state: "refused"; message: string }
);

/**
 * docs/product/content-rules.md#phone-photos: picked files made ready and sent one after another
 * (one large photo decoded at a time keeps a phone's memory and page responsive), each listed with
 * its progress until its picture is stored, or with the reason it was not.
 */
export function useImageUploads(folder: UploadFolder, onUploaded: (url: string) => void) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const queue = useRef(Promise.resolve());
  const nextId = useRef(0);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  const update = (id: number, entry: UploadEntry | null) =>
    setEntries((all) => (entry ? all.map((e) => (e.id === id ? entry : e)) : all.filter((e) => e.id !== id)));

  async function sendOne(id: number, file: File) {
    const { name } = file;
    const prepared = await prepareImage(file);
    if ("refusal" in prepared) {
      update(id, { id, name, state: "refused", message: t(refusalMessages[prepared.refusal], { name }) });
      return;
    }
    update(id, { id, name, state: "sending", percent: 0 });
    const answer = await uploadImage(prepared.blob, folder, (fraction) =>
      update(id, { id, name, state: "sending", percent: Math.round(fraction * 100) }),
    );
    if ("url" in answer) {
      update(id, null);
      uploaded.current(answer.url);
    } else {
      update(id, { id, name, state: "refused", message: `${name}: ${answer.error || t("admin.uploads.failed")}` });
    }
  }

  function send(files: File[]) {
    if (files.length === 0) return;
    const added = files.map((file) => ({ id: nextId.current++, file }));
    // A new pick starts a fresh list: the earlier refusals have been read.
    setEntries((all) => [
      ...all.filter((e) => e.state !== "refused"),
      ...added.map(({ id, file }) => ({ id, name: file.name, state: "preparing" as const })),
    ]);
    for (const { id, file } of added) queue.current = queue.current.then(() => sendOne(id, file));
  }

  return { entries, send, busy: entries.some((e) => e.state !== "refused") };
}

/** The files of `useImageUploads` still on their way or kept back, one line each. */
export function UploadList({ entries }: { entries: UploadEntry[] }) {
  const { t, language } = useTranslation();
  const percent = new Intl.NumberFormat(language, { style: "percent" });
  return (
    <ul aria-live="polite" className="flex w-full flex-col gap-1 text-left text-xs empty:hidden">
      {entries.map((entry) =>
        entry.state === "refused" ? (
          <li key={entry.id} className="font-medium text-danger">
            {entry.message}
          </li>
        ) : (
          <li key={entry.id} className="flex flex-col gap-0.5 text-ink">
            <span className="flex justify-between gap-2">
              <span className="truncate">{entry.name}</span>
              <span className="shrink-0 tabular-nums">
                {entry.state === "preparing" ? t("admin.uploads.preparing") : percent.format(entry.percent / 100)}
              </span>
            </span>
            <span
              role="progressbar"
              aria-label={entry.name}
              aria-valuenow={entry.state === "sending" ? entry.percent : undefined}
              className="block h-1.5 w-full overflow-hidden rounded-full bg-tint"
            >
              <span
                className="block h-full rounded-full bg-accent transition-[width]"
                style={{ width: `${entry.state === "sending" ? entry.percent : 0}%` }}
              />
            </span>
          </li>
        ),
      )}
    </ul>
  );
}
