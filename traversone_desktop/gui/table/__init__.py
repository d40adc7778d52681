"""The animated card table: geometry, model, layout, card items, animator and the view."""
