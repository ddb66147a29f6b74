import { Button } from '@sewa/ui/button.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { useEffect, useState } from 'react';

/**
 * A list screen's search: typing changes nothing until the visitor submits (button or Enter), so a list
 * is not fetched per keystroke. Follows `value` when the screen clears its filters.
 */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  buttonLabel,
}: {
  value: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
  buttonLabel: string;
}) {
  const [search, setSearch] = useState(value);
  useEffect(() => setSearch(value), [value]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some phones' browsers; the role says the same
    <form
      role="search"
      className="flex flex-1 gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim());
      }}
    >
      <TextInput
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        maxLength={100}
      />
      <Button type="submit" variant="secondary">
        {buttonLabel}
      </Button>
    </form>
  );
}
