import { REALTIME_LIMITS } from './limits';

/**
 * Open sockets per client address (counted at the upgrade, from the TCP peer: never a forwarding header) and per
 * user (a socket counts for each `sub` it has joined a channel as, until it closes).
 */
export class SocketLimits<S extends object = object> {
  private readonly byAddress = new Map<string, number>();
  private readonly addressOf = new Map<S, string>();
  private readonly byUser = new Map<string, Set<S>>();
  private readonly usersOf = new Map<S, Set<string>>();

  constructor(private readonly limits: Pick<typeof REALTIME_LIMITS, 'maxSocketsPerAddress' | 'maxSocketsPerUser'> = REALTIME_LIMITS) {}

  addressMayConnect(address: string): boolean {
    return (this.byAddress.get(address) ?? 0) < this.limits.maxSocketsPerAddress;
  }

  addAddress(socket: S, address: string): void {
    this.addressOf.set(socket, address);
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
  }

  userMayJoin(sub: string, socket: S): boolean {
    const sockets = this.byUser.get(sub);
    return !sockets || sockets.has(socket) || sockets.size < this.limits.maxSocketsPerUser;
  }

  addUser(sub: string, socket: S): void {
    let sockets = this.byUser.get(sub);
    if (!sockets) this.byUser.set(sub, (sockets = new Set()));
    sockets.add(socket);
    let users = this.usersOf.get(socket);
    if (!users) this.usersOf.set(socket, (users = new Set()));
    users.add(sub);
  }

  /** The socket closed: it counts for nobody any more (safe to call twice). */
  release(socket: S): void {
    const address = this.addressOf.get(socket);
    if (address !== undefined) {
      this.addressOf.delete(socket);
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    }
    for (const sub of this.usersOf.get(socket) ?? []) {
      const sockets = this.byUser.get(sub);
      sockets?.delete(socket);
      if (sockets?.size === 0) this.byUser.delete(sub);
    }
    this.usersOf.delete(socket);
  }
}
