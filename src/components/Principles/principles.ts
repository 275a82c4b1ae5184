/** One of Yearn's seven cultural principles, shown as a card on /getting-started/yearn-principles. */
export interface Principle {
  /** One-word theme, used as the card's label. */
  theme: string;
  /** The principle itself, as Yearn phrases it. */
  title: string;
  /** Brand colour of the principle; used only for decoration, never as a text colour. */
  color: string;
  /** What the principle means in practice, in our own words. */
  points: readonly string[];
}

export const principles: readonly Principle[] = [
  {
    theme: 'Trust',
    title: "You can't build trustless systems without trust.",
    color: '#5814fb',
    points: [
      'Yearn is held together by trust between contributors, not by a chain of managers.',
      'Trust is what lets a distributed group move fast: work happens at the speed people trust each other.',
      'Every other principle rests on this one.',
    ],
  },
  {
    theme: 'Autonomy',
    title: "Do'ers, do.",
    color: '#fa3aa7',
    points: [
      'Shipping something counts for more than believing in it.',
      'Contributors judge for themselves what the protocol needs and act on it.',
      'Nobody waits for sign-off: you grant yourself permission, and action earns respect.',
    ],
  },
  {
    theme: 'Respect',
    title: 'Revere one another.',
    color: '#ffdc53',
    points: [
      'Disagreement will happen; it does not have to do damage.',
      'Start from the assumption that the people you work with are capable, reasonable and acting in good faith.',
      'When an action can be read several ways, choose the most respectful reading.',
    ],
  },
  {
    theme: 'Creativity',
    title: 'Boxes are for squares.',
    color: '#63c532',
    points: [
      'Imagination is the edge Yearn competes with.',
      'Bold ideas work best when paired with trust and empathy.',
      'An idea that sounds absurd today can found an industry tomorrow.',
      'Yearn is not bound by the borders of any one country.',
    ],
  },
  {
    theme: 'Meritocracy',
    title: 'You are what you do.',
    color: '#ff90a1',
    points: [
      'Ideas are weighed on their merits, not on who proposes them.',
      'A long-time DeFi builder and someone new to the Discord are judged by the same yardstick: what they contribute.',
      'Personality is welcome; a personality cult is not.',
      'Results outrank titles and credentials.',
    ],
  },
  {
    theme: 'Chaos',
    title: '<3 Chaos.',
    color: '#e00716',
    points: [
      'Decentralisation makes both the protocol and the people building it stronger.',
      'The future is organised more like an ecosystem than an org chart.',
      'Yearn looks for order inside the chaos and grows together with other organisations.',
    ],
  },
  {
    theme: 'Community',
    title: 'Humans and code.',
    color: '#a446ba',
    points: [
      'Yearn produces more than a protocol: it is a network of independent builders, some of whom go on to start organisations of their own.',
      'It brings people together around projects that make finance more open and flexible.',
      'Both the code and the community are built with integrity.',
    ],
  },
];
