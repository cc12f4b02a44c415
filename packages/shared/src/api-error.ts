/** The error body of every 4xx/5xx answer (ARCHITECTURE.md "API contract"). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}
