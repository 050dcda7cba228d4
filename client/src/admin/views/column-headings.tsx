/**
 * The header row of an admin table written out by hand (accounts, tokens, webhooks, trash,
 * history, activity ...): one column heading per label, in order. Labels are unique in a table.
 */
export function ColumnHeadings({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th scope="col" key={label}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
