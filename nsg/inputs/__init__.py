"""What the verifier reads: dataset rows, videos and annotations (:mod:`.reader`), the graph of each
description, gold or parsed (:mod:`.graph_source`), and graph nodes as queries (:mod:`.queries`).
No torch here."""
