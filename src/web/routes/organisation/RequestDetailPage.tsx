// Placeholder while the organisation area is built (issue #5); replaced by its owner.
export default function RequestDetailPage() {
  return null;
}
