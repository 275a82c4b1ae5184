/** A dependency module the browser bundle loads a stand-in for (the server render keeps the original). */
export interface ClientModuleSwap {
  /** Its row: plugins/internals/<id>/row.ts. */
  id: string;
  /** The resolved file of the module to replace, or the request that names it. */
  module: RegExp;
  /** Absolute path of the stand-in. */
  standIn: string;
  /**
   * An original the stand-in re-exports that its package's exports map hides:
   * the request `<package>/lib/<file>` is aliased to the file, found from the
   * package's entry.
   */
  originalOutsideExports?: {packageName: string; fileInLib: string};
}
