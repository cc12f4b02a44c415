/** What Razorpay Checkout hands to the success handler; the server checks the signature. */
export interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill?: { name?: string; contact?: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => { open: () => void };
  }
}

const loading = new Map<string, Promise<void>>();

/** Adds Checkout's script once per address; a failed load may be tried again. */
export function loadRazorpayCheckout(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        loading.delete(src);
        reject(new Error('Razorpay Checkout did not load'));
      };
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

/**
 * Opens Checkout for an order and settles when it closes: the success payload, or null when the
 * person closed it without paying.
 */
export function openRazorpayCheckout(
  options: Omit<RazorpayOptions, 'handler' | 'modal'>,
): Promise<RazorpaySuccess | null> {
  return new Promise((resolve, reject) => {
    const Checkout = window.Razorpay;
    if (!Checkout) {
      reject(new Error('Razorpay Checkout is not loaded'));
      return;
    }
    new Checkout({ ...options, handler: resolve, modal: { ondismiss: () => resolve(null) } }).open();
  });
}
