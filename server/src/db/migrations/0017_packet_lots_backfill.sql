-- Packets split off before lots were kept (code <qr>-S<id>, no MRN line) take the MRN line of the packet they came from.
WITH RECURSIVE lot AS (
  SELECT packet_id, mrn_line_id FROM packets WHERE mrn_line_id IS NOT NULL
  UNION ALL
  SELECT child.packet_id, lot.mrn_line_id
  FROM packets child JOIN lot ON child.parent_packet_id = lot.packet_id
  WHERE child.mrn_line_id IS NULL
)
UPDATE packets SET mrn_line_id = lot.mrn_line_id
FROM lot
WHERE packets.packet_id = lot.packet_id AND packets.mrn_line_id IS NULL;
