// Translation texts stay plain strings (both languages, no markup): a blank line starts a new paragraph
// and lines starting with "- " form a bullet list.
export function RichParagraphs({ text }: { text: string }) {
  const blocks = text.split(/\n\s*\n/).filter((block) => block.trim() !== '');
  return (
    <>
      {blocks.map((block) => {
        const lines = block.split('\n').filter((line) => line.trim() !== '');
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={block} className="list-disc space-y-1.5 pl-5 marker:text-brand-600">
              {lines.map((line) => (
                <li key={line}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return <p key={block}>{lines.join(' ')}</p>;
      })}
    </>
  );
}
