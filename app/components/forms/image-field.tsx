import { ImagePlus, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import type { UploadFolder } from "~/media/uploads";
import { srcSetFor } from "~/media/image-urls";
import { UploadList, useImageUploads } from "./upload-queue";

/** docs/product/content-rules.md#images: one picture, stored at once; the form posts its URL (empty: none). */
export function ImageField({
  name,
  label,
  folder,
  defaultValue,
  round,
}: {
  name: string;
  label: string;
  folder: UploadFolder;
  defaultValue: string | null | undefined;
  round?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(defaultValue ?? "");
  const { entries, send, busy } = useImageUploads(folder, (uploaded) => {
    setUrl(uploaded);
    toast.success(t("admin.uploads.singleUploaded"));
  });

  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <input type="hidden" name={name} value={url} />
      <div className="flex items-center gap-3">
        {url ? (
          <img
            src={url}
            srcSet={srcSetFor(url)}
            sizes={round ? "64px" : "128px"}
            alt=""
            className={round ? "size-16 rounded-full object-cover" : "h-20 w-32 rounded-lg object-cover"}
          />
        ) : (
          <div
            aria-hidden
            className={
              round ? "size-16 rounded-full bg-tint" : "flex h-20 w-32 items-center justify-center rounded-lg bg-tint"
            }
          />
        )}
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label={label}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) send([file]);
            }}
          />
          <Button type="button" variant="secondary" size="sm" disabled={busy} onClick={() => input.current?.click()}>
            <ImagePlus aria-hidden />
            {busy ? t("admin.content.uploading") : url ? t("admin.content.replaceImage") : t("admin.content.uploadImage")}
          </Button>
          {url ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setUrl("")}>
              <X aria-hidden />
              {t("admin.content.removeImage")}
            </Button>
          ) : null}
        </div>
      </div>
      <UploadList entries={entries} />
    </fieldset>
  );
}
