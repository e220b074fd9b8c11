/** The server bundle's stand-in for the admin remote: /domainauth is never prerendered. */
export default function AdminRemote() {
  return null;
}
