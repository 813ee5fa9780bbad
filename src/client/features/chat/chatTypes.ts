/** What the chat widget hands the built-in provider's panel. */
export interface AdvisorPanelProps {
  onClose: () => void;
}
