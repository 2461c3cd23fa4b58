import { ArrowLeft, ArrowRight, ImagePlus, Upload, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { toast } from "~/components/ui/toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { srcSetFor } from "~/media/image-urls";
import { cn } from "~/lib/utils";
import type { UploadFolder } from "~/media/uploads";
import { UploadList, useImageUploads } from "./upload-queue";

/**
 * Several images for a form (docs/product/content-rules.md#images): drop them or pick them, see them, put them in order (the
 * first is the main image) or take them out. Each URL is posted as a hidden `name` field of `form`.
 * On a phone every button is a 44 px target, drawn below its picture rather than over it.
 */
export function ImagesField({
  name,
  form,
  label,
  hint,
  value,
  onChange,
  folder,
}: {
  name: string;
  form: string;
  label: string;
  /** What these pictures are for, under the label. */
  hint?: string;
  value: string[];
  onChange: (urls: string[]) => void;
  folder: UploadFolder;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // The latest list, so that uploads finishing after other changes add to it rather than overwrite it.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const { entries, send: upload } = useImageUploads(folder, (url) => {
    latest.current = [...latest.current, url];
    onChange(latest.current);
    toast.success(t("admin.uploads.uploaded"));
  });

  const move = (from: number, to: number) => {
    const next = [...value];
    const [url] = next.splice(from, 1);
    next.splice(to, 0, url);
    onChange(next);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    upload([...event.dataTransfer.files]);
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      {hint ? <p className="-mt-1 text-xs text-muted">{hint}</p> : null}
      {value.map((url) => (
        <input key={url} type="hidden" name={name} value={url} form={form} />
      ))}
      {value.length > 0 ? (
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
          {value.map((url, i) => (
            <li key={url} className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface">
              <div className="relative bg-tint">
                <img
                  src={url}
                  srcSet={srcSetFor(url)}
                  sizes="(min-width: 768px) 180px, 50vw"
                  alt={t("admin.items.imageAlt", { n: i + 1 })}
                  className="aspect-square w-full object-cover"
                />
                {i === 0 ? <Badge className="absolute top-1 left-1">{t("admin.items.main")}</Badge> : null}
              </div>
              <div className="flex justify-between border-t border-border">
                <IconButton
                  label={t("admin.items.moveEarlier", { n: i + 1 })}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <ArrowLeft aria-hidden />
                </IconButton>
                <IconButton
                  label={t("admin.items.removeImage", { n: i + 1 })}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                  className="text-danger"
                >
                  <X aria-hidden />
                </IconButton>
                <IconButton
                  label={t("admin.items.moveLater", { n: i + 1 })}
                  disabled={i === value.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <ArrowRight aria-hidden />
                </IconButton>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-1 rounded-lg border border-dashed px-4 py-5 text-center text-sm text-muted",
          dragging ? "border-accent bg-accent-soft" : "border-border",
        )}
      >
        <ImagePlus className="size-5" aria-hidden />
        <p>{t("admin.items.dropHere")}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-hint`}
          className="my-1"
        >
          <Upload aria-hidden />
          {t("admin.items.pick")}
        </Button>
        <p id={`${id}-hint`} className="text-xs">
          {t("admin.items.uploadHint")}
        </p>
        <UploadList entries={entries} />
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label={label}
          data-folder={folder}
          onChange={(event) => {
            upload([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
      </div>
    </fieldset>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  className,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className={cn(
        "inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-ink hover:bg-ink/5 focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-default disabled:opacity-30 [&_svg]:size-4",
        className,
      )}
    >
      {children}
    </button>
  );
}
