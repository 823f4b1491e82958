// The PrimeReact Toast itself, in its own chunk (see toast.tsx): hands its show function to the
// notices provider once mounted.
import { Toast, type ToastMessage } from 'primereact/toast';
import { useEffect, useRef } from 'react';

/** What the host hands the provider: shows one message. */
export type ShowToast = (message: ToastMessage) => void;

export default function ToastHost({ onReady }: { onReady: (show: ShowToast) => void }) {
  const toast = useRef<Toast>(null);
  useEffect(() => {
    onReady((message) => toast.current?.show(message));
  }, [onReady]);
  return <Toast ref={toast} position="bottom-right" className="store-toast" />;
}
