// The blog's categories: the same page as the shop's, which tells the two apart by the address.
export { action, default, loader, meta } from "./categories";
