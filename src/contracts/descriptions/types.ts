/**
 * Descriptions are ours: one sentence to three per member, written once per
 * contract family and reused by every version whose member is unchanged.
 * Keys are member names; an overload that needs its own words is keyed by
 * name and parameter types (`withdraw(uint256,address,address,uint256)`), and
 * a V1 function by interface and name (`IVault.deposit`). Text may use
 * `backticks` for code.
 */
export type DescriptionMap = Readonly<Record<string, string>>;

/** Members shared by many contracts (ERC-20, ERC-4626, two-step governance…). */
export interface DescriptionSet {
  functions?: DescriptionMap;
  events?: DescriptionMap;
  errors?: DescriptionMap;
}

export interface ContractDescriptions extends DescriptionSet {
  /** What the contract is for and how it fits with the others. */
  summary: string;
  /** Shared sets consulted after the contract's own entries, in order. */
  uses?: readonly DescriptionSet[];
}
