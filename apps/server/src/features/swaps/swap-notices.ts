import type { Language } from '@rootshare/contracts/languages';
import type { Handover } from '@rootshare/contracts/swaps';
import type { NoticeText } from '../notifications/notice-words';

/** What the bell says about a swap, with the other member's username; a language left out fails the typecheck. */
interface SwapNotices {
  request(name: string): NoticeText;
  accepted(name: string): NoticeText;
  declined(name: string): NoticeText;
  countered(name: string): NoticeText;
  completed(name: string): NoticeText;
  markedComplete(name: string): NoticeText;
  /** A review of the recipient's swap; `askBack` while the recipient has not reviewed theirs. */
  reviewed(name: string, rating: number, askBack: boolean): NoticeText;
  handoverChosen(name: string, handover: Handover): NoticeText;
}

const HANDOVERS: Readonly<Record<Language, Readonly<Record<Handover, string>>>> = {
  en: { meet_up: 'meet up', porch_pickup: 'porch pickup', post: 'post' },
  'fr-CA': { meet_up: 'une rencontre en personne', porch_pickup: 'le ramassage sur le perron', post: 'l’envoi par la poste' },
  'es-US': { meet_up: 'encontrarse en persona', porch_pickup: 'recoger en la puerta', post: 'el envío por correo' },
};

export const SWAP_NOTICES: Readonly<Record<Language, SwapNotices>> = {
  en: {
    request: (name) => ({ title: 'New swap request', message: `${name} sent you a swap request.` }),
    accepted: (name) => ({ title: 'Swap request accepted', message: `${name} accepted your swap request.` }),
    declined: (name) => ({ title: 'Swap request declined', message: `${name} declined your swap request.` }),
    countered: (name) => ({ title: 'Counter-offer received', message: `${name} sent you a counter-offer.` }),
    completed: (name) => ({ title: 'Swap completed', message: `Your swap with ${name} is complete. Leave a review!` }),
    markedComplete: (name) => ({ title: 'Swap marked complete', message: `${name} marked your swap as complete.` }),
    reviewed: (name, rating, askBack) => ({
      title: 'You received a review',
      message: `${name} gave your swap ${rating} of 5 stars.${askBack ? ' Leave yours!' : ''}`,
    }),
    handoverChosen: (name, handover) => ({ title: 'Handover chosen', message: `${name} chose ${HANDOVERS.en[handover]} for your swap.` }),
  },
  'fr-CA': {
    request: (name) => ({ title: 'Nouvelle demande d’échange', message: `${name} vous a envoyé une demande d’échange.` }),
    accepted: (name) => ({ title: 'Demande d’échange acceptée', message: `${name} a accepté votre demande d’échange.` }),
    declined: (name) => ({ title: 'Demande d’échange déclinée', message: `${name} a décliné votre demande d’échange.` }),
    countered: (name) => ({ title: 'Contre-proposition reçue', message: `${name} vous a fait une contre-proposition.` }),
    completed: (name) => ({ title: 'Échange conclu', message: `Votre échange avec ${name} est conclu. Laissez un avis!` }),
    markedComplete: (name) => ({ title: 'Échange marqué comme conclu', message: `${name} a marqué votre échange comme conclu.` }),
    reviewed: (name, rating, askBack) => ({
      title: 'Vous avez reçu un avis',
      message: `${name} a donné ${rating} sur 5 à votre échange.${askBack ? ' Laissez le vôtre!' : ''}`,
    }),
    handoverChosen: (name, handover) => ({
      title: 'Mode de remise choisi',
      message: `${name} a choisi ${HANDOVERS['fr-CA'][handover]} pour votre échange.`,
    }),
  },
  'es-US': {
    request: (name) => ({ title: 'Nueva solicitud de intercambio', message: `${name} te envió una solicitud de intercambio.` }),
    accepted: (name) => ({ title: 'Solicitud de intercambio aceptada', message: `${name} aceptó tu solicitud de intercambio.` }),
    declined: (name) => ({ title: 'Solicitud de intercambio rechazada', message: `${name} rechazó tu solicitud de intercambio.` }),
    countered: (name) => ({ title: 'Contraoferta recibida', message: `${name} te envió una contraoferta.` }),
    completed: (name) => ({ title: 'Intercambio completado', message: `Tu intercambio con ${name} está completo. ¡Deja una reseña!` }),
    markedComplete: (name) => ({ title: 'Intercambio marcado como completado', message: `${name} marcó tu intercambio como completado.` }),
    reviewed: (name, rating, askBack) => ({
      title: 'Recibiste una reseña',
      message: `${name} le dio ${rating} de 5 estrellas a tu intercambio.${askBack ? ' ¡Deja la tuya!' : ''}`,
    }),
    handoverChosen: (name, handover) => ({
      title: 'Forma de entrega elegida',
      message: `${name} eligió ${HANDOVERS['es-US'][handover]} para tu intercambio.`,
    }),
  },
};
