// Who teaches or syllabi an item.
export function CoachProfile({ name, bio }: { name: string; bio: string }) {
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <div className="coach-profile" data-testid="coach-profile">
      <span className="coach-profile__avatar" aria-hidden="true">
        {initials}
      </span>
      <div>
        <h3 className="coach-profile__name">{name}</h3>
        <p>{bio}</p>
      </div>
    </div>
  );
}
