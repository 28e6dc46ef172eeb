/** What an admin is told when a connection with another town cannot be made or ended. */
export const TOWN_NOT_FOUND = 'No Rootshare town was found at that address';
export const TOWN_IS_THIS_SERVER = 'That address is this town’s own server';
export const TOWN_BLOCKED = 'That server is blocked here: unblock it before connecting';
export const NOT_CONNECTED = 'This town is not connected with that one';
