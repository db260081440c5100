"""The default parser: a deterministic grammar over mention spans, and frozen MiniLM + a small head
where the grammar finds no step. Its modules are listed in :mod:`nsg.parser`."""
