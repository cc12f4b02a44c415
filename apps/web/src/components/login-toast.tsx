import { Lock } from 'lucide-react';
import { toast } from '../lib/toast';

/** The blue note beside the login popup when an action needs a signed-in person ('Please log in to join'). */
export function showLoginToast(message: string, id: string): void {
  toast(message, {
    id,
    icon: <Lock aria-hidden="true" className="size-4 shrink-0 text-blue-600" />,
    style: { background: '#eff6ff', color: '#1e3a8a', border: '1px solid #bfdbfe' },
  });
}
