-- Requisitions raised before BOMs were frozen take their product's BOM as it stands now.
INSERT INTO requisition_lines (requisition_id, component_product_id, qty_per_unit)
SELECT r.requisition_id, b.component_product_id, b.qty_per_unit
FROM requisitions r
JOIN production_orders o ON o.order_id = r.order_id
JOIN boms b ON b.parent_product_id = o.product_id
WHERE NOT EXISTS (SELECT 1 FROM requisition_lines l WHERE l.requisition_id = r.requisition_id);
