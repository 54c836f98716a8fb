/** Spec §4: the capitalised local part of the e-mail plus "'s Organization". */
export function personalOrganizationName(email: string): string {
  const localPart = email.split("@")[0] ?? email;
  return `${localPart.charAt(0).toUpperCase()}${localPart.slice(1)}'s Organization`;
}
