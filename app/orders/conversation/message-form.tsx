import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { Field, FormError, fieldClass, hintIdOf } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { cn } from "~/lib/utils";
import type { ShopperFormReply } from "./shopper-writes-action.server";
import { shopperMessageMaxLength, shopperMessageSchema } from "./shopper-message";

/**
 * The shopper's message box on their request's page (docs/product/cart-and-orders.md#shopper-messages):
 * a plain form posted to the page, which answers with a redirect once stored; a refusal comes back
 * with what was typed and the reason. Mounted afresh for each new message (its key), so it empties.
 */
export function MessageForm({ reply }: { reply?: ShopperFormReply }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "shopper-message",
    lastResult: reply?.intent === "message" ? reply.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shopperMessageSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { key, ...box } = getTextareaProps(fields.body, { ariaDescribedBy: hintIdOf(fields.body) });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="message" />
      <Field field={fields.body} label={t("request.message.label")} hint={t("request.message.hint")} className="gap-2">
        <textarea key={key} {...box} rows={4} maxLength={shopperMessageMaxLength} className={cn(fieldClass, "min-h-24 py-2")} />
      </Field>
      <FormError id={form.errorId} message={form.errors?.[0] ? t(form.errors[0]) : undefined} boxed />
      <Button type="submit" variant="secondary" disabled={busy} className="w-full sm:w-auto sm:self-start">
        {t("request.message.send")}
      </Button>
    </Form>
  );
}
