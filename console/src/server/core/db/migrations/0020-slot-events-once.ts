/**
 * A slot change is stored once however many replicas record it. Every replica's sweep judges a silent wall offline at
 * the same moment (its last beat, read back by all, plus the threshold), so the offline rows they write are the same
 * row: the key makes the second a no-op (`ON CONFLICT DO NOTHING`). Rows already stored twice are folded first.
 */
export const sql = `
DELETE FROM slot_events a USING slot_events b
  WHERE a.id > b.id AND a.wall_id = b.wall_id AND a.slot = b.slot AND a.panel = b.panel AND a.at = b.at AND a.to_state = b.to_state;
CREATE UNIQUE INDEX slot_events_once ON slot_events (wall_id, slot, panel, at, to_state);
`;
