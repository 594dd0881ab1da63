// MEMBER's pure model lives in the kind's shared folder, so GROUP's pure model can use it without MEMBER's UI.
export * from '../shared/member-model';
