/** One choice of a checklist: the id sent to the API and the words shown. */
export interface Choice<T extends number | string> {
  id: T;
  label: string;
}

/**
 * A set of ids picked with checkboxes (the services of a desk, the desks of a service), named by its
 * legend; `empty` is shown when there is nothing to pick.
 */
export function IdChecklist<T extends number | string>({
  legend,
  choices,
  value,
  onChange,
  empty,
}: {
  legend: string;
  choices: Choice<T>[];
  value: readonly T[];
  onChange: (ids: T[]) => void;
  empty: string;
}) {
  const toggle = (id: T, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      {choices.length === 0 ? (
        <p className="mt-1.5 text-sm text-slate-500">{empty}</p>
      ) : (
        <div className="mt-1.5 flex flex-wrap gap-2">
          {choices.map((choice) => (
            <label
              key={choice.id}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-white px-3.5 text-sm text-slate-800 ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-500"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={value.includes(choice.id)}
                onChange={(event) => toggle(choice.id, event.target.checked)}
              />
              {choice.label}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
