/** A <select>'s options: the empty choice first (`none`: "Choose ...", "All departments"), then each option. */
export function ChoiceOptions(props: { none: string; options: readonly { value: string | number; label: string }[] }) {
  return (
    <>
      <option value="">{props.none}</option>
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
