import { api } from '../../../lib/api';

/**
 * GET /appointments/{id}/ics is for the booking's owner only, so a plain link (without the bearer)
 * would be refused: the file is fetched with the session and handed to the browser as a download.
 */
export async function downloadAppointmentIcs(id: string, reference: string): Promise<void> {
  const blob = await api.get<Blob>(`/appointments/${encodeURIComponent(id)}/ics`, { as: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `appointment-${reference}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
