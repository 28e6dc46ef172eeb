type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

/** The router registers its navigate here so code outside React can move the member. */
export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
