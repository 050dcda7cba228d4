import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Controller } from "react-hook-form";
import type { WidgetProps } from "./widget-props.js";
import { adminFormsMessages as m } from "../../messages/admin-forms.js";

// Committee members (the "members" kind): the spec's "number of members" and Next, which here
// keeps the rows already typed, and Add member / Remove member for one row at a time.

export interface MemberRow {
  name: string;
  mobile: string;
}

const MAX_MEMBERS = 100;
const blank = (): MemberRow => ({ name: "", mobile: "" });
const typed = (row: MemberRow) => row.name.trim() !== "" || row.mobile.trim() !== "";

/**
 * The rows for a new member count: blank rows added at the end, or blank rows beyond the count
 * taken away. A row with something typed in it is never dropped by the count.
 */
export function resizeMembers(rows: readonly MemberRow[], count: number): MemberRow[] {
  if (count >= rows.length) return [...rows, ...Array.from({ length: count - rows.length }, blank)];
  return rows.filter((row, index) => index < count || typed(row));
}

export function MembersEditor(p: WidgetProps) {
  return (
    <Controller
      control={p.form.control}
      name={p.name}
      render={({ field }) => <MemberRows id={p.id} describedBy={p.describedBy} rows={(field.value as MemberRow[] | undefined) ?? []} onChange={field.onChange} />}
    />
  );
}

function MemberRows(props: { id: string; describedBy: string; rows: MemberRow[]; onChange: (rows: MemberRow[]) => void }) {
  const { id, rows } = props;
  // The count as typed, until the rows change: then it is their number again. Worked out while
  // drawing, so the count never shows a stale number beside the new rows.
  const [typedCount, setTypedCount] = useState<{ rows: number; text: string } | null>(null);
  const count = typedCount?.rows === rows.length ? typedCount.text : String(rows.length);
  const setCount = (text: string) => setTypedCount({ rows: rows.length, text });
  const [note, setNote] = useState("");
  const focusNext = useRef<string | null>(null);
  const nameId = (index: number) => `${id}-${index}-name`;

  // After the rows change, move the focus where the clerk goes next.
  useEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  function change(next: MemberRow[], focus: string, said: string) {
    focusNext.current = focus;
    setTypedCount(null);
    setNote(said);
    props.onChange(next);
  }

  function applyCount() {
    const wanted = Number(count);
    if (count.trim() === "" || !Number.isInteger(wanted) || wanted < 0 || wanted > MAX_MEMBERS) {
      setNote(m.members.wholeNumber(MAX_MEMBERS));
      return;
    }
    const next = resizeMembers(rows, wanted);
    const kept = next.length > wanted ? m.members.kept(next.length - wanted) : "";
    const said = m.members.resized(next.length, kept);
    change(next, next.length > rows.length ? nameId(rows.length) : `${id}-count`, said);
  }

  const onCountKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter here means Next, not "send the whole form".
    if (event.key === "Enter") {
      event.preventDefault();
      applyCount();
    }
  };

  const setRow = (index: number, patch: Partial<MemberRow>) => props.onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <div className="admin-members" id={id} aria-describedby={props.describedBy}>
      <div className="admin-member-count">
        <label htmlFor={`${id}-count`}>{m.members.count}</label>
        <input
          id={`${id}-count`}
          type="number"
          min={0}
          max={MAX_MEMBERS}
          step={1}
          inputMode="numeric"
          value={count}
          onChange={(e) => setCount(e.target.value)}
          onKeyDown={onCountKey}
        />
        <button type="button" onClick={applyCount}>
          {m.members.next}
        </button>
      </div>
      {rows.map((row, index) => (
        <div className="admin-member-row" key={index} role="group" aria-label={m.members.member(index + 1)}>
          <label>
            {m.members.name(index + 1)}
            <input id={nameId(index)} value={row.name} autoComplete="off" onChange={(e) => setRow(index, { name: e.target.value })} />
          </label>
          <label>
            {m.members.mobile(index + 1)}
            <input type="tel" value={row.mobile} autoComplete="off" onChange={(e) => setRow(index, { mobile: e.target.value })} />
          </label>
          <button
            type="button"
            onClick={() =>
              change(
                rows.filter((_, i) => i !== index),
                index < rows.length - 1 ? nameId(index) : `${id}-add`,
                m.members.removed(index + 1, row.name.trim(), rows.length - 1),
              )
            }
          >
            {m.members.remove(index + 1)}
          </button>
        </div>
      ))}
      <button type="button" id={`${id}-add`} onClick={() => change([...rows, blank()], nameId(rows.length), m.members.added(rows.length + 1))}>
        {m.members.add}
      </button>
      <p role="status" className="admin-hint admin-members-note">
        {note}
      </p>
    </div>
  );
}
