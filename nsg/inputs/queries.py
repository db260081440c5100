"""Query nodes as the NSG encoders see them: a query type and a short sequence of argument words.

``StateQuery(apple, hot)`` -> (StateQuery, ["apple", "hot"]); ``RelationQuery(apple, dining_table,
in)`` -> (RelationQuery, ["apple", "dining table", "in"]). Each argument word is encoded by the
frozen CLIP text tower and the sequence is read by the query type's LSTM. With the ``action``
query style every node becomes ``ActionQuery(subtask, object[, receptacle])`` instead (the
paper's ablation), e.g. (ActionQuery, ["heat", "apple"]).
"""
from __future__ import annotations

from pddl_domains import vocabulary as vocab
from contracts.language.graphs import QueryNode
from nsg.errors import UnknownChoiceError

QUERY_STYLES: tuple[str, ...] = ("state_relation", "action")
QUERY_TYPES: tuple[str, ...] = vocab.QUERY_TYPES  # StateQuery, RelationQuery, ActionQuery
MAX_QUERY_TOKENS = 3


def token_text(token: str) -> str:
    """Display words of a query argument token (``butter_knife`` -> ``butter knife``)."""
    try:
        return vocab.text_name(vocab.type_from_token(token))
    except KeyError:
        return token.replace("_", " ")


def query_types_for(style: str) -> tuple[str, ...]:
    if style == "state_relation":
        return ("StateQuery", "RelationQuery")
    if style == "action":
        return ("ActionQuery",)
    raise UnknownChoiceError("query style", style, QUERY_STYLES)


def encode_node(node: QueryNode, style: str = "state_relation") -> tuple[str, list[str]]:
    """(query type, argument words) of a graph node under a query style."""
    obj = token_text(node.object)
    rec = token_text(node.receptacle) if node.receptacle else None
    if style == "action":
        return "ActionQuery", [node.subtask, obj] + ([rec] if rec else [])
    if style != "state_relation":
        raise UnknownChoiceError("query style", style, QUERY_STYLES)
    if node.subtask == "place":
        return "RelationQuery", [obj, rec or vocab.ANY_RECEPTACLE, "in"]
    return "StateQuery", [obj, vocab.SUBTASK_STATE[node.subtask]]


def all_query_words() -> list[str]:
    """Every argument word any node can have (for precomputing text features)."""
    voc = vocab.query_vocabulary()
    words = {token_text(t) for t in voc["objects"] + voc["receptacles"]}
    words |= set(voc["states"]) | set(voc["relations"]) | set(voc["subtasks"]) | {vocab.ANY_RECEPTACLE}
    return sorted(words)
