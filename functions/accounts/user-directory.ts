// The port through which services change a person's Cognito account. Services depend on this
// interface only; cognito-user-directory.ts implements it (AWS and the local Cognito server).

export interface UserDirectory {
  /** Sets the account's given and family names (the attributes it signed up with). */
  updateNames(userId: string, names: { firstName: string; lastName: string }): Promise<void>;
}
