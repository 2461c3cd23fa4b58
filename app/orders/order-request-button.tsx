import { type ComponentProps, type ReactNode, Suspense } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { loadedComponent, onDemand } from "~/components/ui/on-demand";
import { useDialogOnDemand } from "~/components/ui/use-dialog-on-demand";

// The order form and its validator load once the page is idle or the button is approached, not
// with the page. The button itself is in the page's own code, so a tap that comes before the
// form's code is kept and opens the dialog when the code is there (decision 0084). The
// confirmation comes with them: it is shown only after the dialog has sent.
const orderDialogCode = onDemand(() =>
  Promise.all([import("./order-dialog"), import("./order-confirmation")]).then(([dialog, confirmation]) => ({ ...dialog, ...confirmation })),
);

type DialogProps = Omit<ComponentProps<typeof import("./order-dialog").OrderDialog>, "open" | "onOpenChange" | "returnFocus">;

const OrderDialog = loadedComponent(orderDialogCode, (code) => code.OrderDialog);
const LoadedConfirmation = loadedComponent(orderDialogCode, (code) => code.OrderConfirmation);

type OrderRequestButtonProps = DialogProps & {
  /** The button's label (and icon). */
  children: ReactNode;
  button?: Omit<ButtonProps, "children" | "onClick" | "type" | "form">;
  /** A form the button sends when the page has no scripts; with them it opens the dialog instead. */
  form?: string;
};

/** What the shopper sees once the dialog has sent, where the page has no confirmation of its own. */
export function OrderSentConfirmation(props: ComponentProps<typeof import("./order-confirmation").OrderConfirmation>) {
  return (
    <Suspense fallback={null}>
      <LoadedConfirmation {...props} />
    </Suspense>
  );
}

/** The button that opens the order dialog, for the cart's request or a commission. */
export function OrderRequestButton({ children, button, form, ...dialog }: OrderRequestButtonProps) {
  const { open, setOpen, wanted, triggerProps, returnFocus } = useDialogOnDemand(orderDialogCode.load);
  return (
    <>
      <Button
        {...button}
        {...triggerProps}
        type={form ? "submit" : "button"}
        form={form}
        onClick={(event) => {
          event.preventDefault();
          triggerProps.onClick();
        }}
      >
        {children}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <OrderDialog {...dialog} open={open} onOpenChange={setOpen} returnFocus={returnFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
