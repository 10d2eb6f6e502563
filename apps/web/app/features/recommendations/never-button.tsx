import { useNeverItem } from './api.ts';

/** 'Never show me this' under a recommended card: the product leaves Recommended, Deals for you and prefill. */
export function NeverButton({ product }: { product: { id: number; title: string } }) {
  const never = useNeverItem();
  return (
    <button
      type="button"
      className="btn btn-ghost btn-block never-button"
      disabled={never.isPending}
      onClick={() => never.mutate({ productId: product.id, never: true, title: product.title })}
    >
      Never show me this<span className="sr-only">: {product.title}</span>
    </button>
  );
}

/** Takes a product off the never list again. */
export function RemoveNeverButton({ product }: { product: { id: number; title: string } }) {
  const never = useNeverItem();
  return (
    <button
      type="button"
      className="btn btn-outline btn-block"
      disabled={never.isPending}
      onClick={() => never.mutate({ productId: product.id, never: false, title: product.title })}
    >
      Remove<span className="sr-only"> {product.title} from never-items</span>
    </button>
  );
}
