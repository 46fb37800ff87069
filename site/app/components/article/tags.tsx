/** The article's tags, as a list named for them. */
export function ArticleTags({ label, tags }: { label: string; tags: string[] }) {
  return (
    <ul aria-label={label} className="mt-10 flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-ink-100 px-3 py-1 text-sm text-ink-800">
          {tag}
        </li>
      ))}
    </ul>
  );
}
