"""Test file 49's seventh reading (family chore charts, notes to a carer, a house's passive-aggressive notes), grouped
into general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). The file's own misses were gold-ordered lists, a fridge dispute and unnamed things; these kinds are the
notes' backstory said around the thing's name, which any writer of a complaint uses.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-72."""
from __future__ import annotations

FILE49G_KINDS = [
    # a relative clause of someone's past placing right after the thing's name ("the mug you left on the counter", "the
    # plate Dad dumped on the sofa"): where it was put before, no step and no place (connectives.json put_there_before,
    # complaints.put_there_before)
    ('The mug you left on the counter is filthy. Wash it.', 'mug: clean'),
    ('The plate Dad left on the sofa needs washing.', 'plate: clean'),
    ('Make sure the mug you left on the counter is clean.', 'mug: clean'),
    ('The cup you left in the fridge needs warming up.', 'cup: heat'),
    ('The plate you stuck in the microwave needs a wash.', 'plate: clean'),
    ('The pan you abandoned on the hob: scrub it.', 'pan: clean'),
    ('Wash the mug that you left on the counter.', 'mug: clean'),
    ('The egg I left on the counter needs boiling.', 'egg: heat'),
    ('The mug you left on the counter goes in the cupboard once it is washed.', 'mug: clean > place=cabinet'),
    ('Please wash the bowl you left in the sink and put it on the shelf.', 'bowl: clean > place=shelf'),
    # with no person, only where a verb of the noun phrase follows ("the pan left on the hob needs a scrub")
    ('The pan left on the hob needs a scrub.', 'pan: clean'),
    ('The mug left on the counter needs washing.', 'mug: clean'),
    # contrasts: the teller's own report, the teller's fronted report, a request to leave it there, the generator's
    # "a tomato that was left in the sink" (a step said before): places
    ('Washed the mug and left it on the counter.', 'mug: clean > place=counter'),
    ('The mug I washed, I left on the counter.', 'mug: clean > place=counter'),
    ('Wash the mug and leave it on the counter.', 'mug: clean > place=counter'),
    ('Wash the pan that was left on the hob.', 'pan: place=stove_burner > clean'),
    # a time of "since" in a relative clause on the subject before a main verb of need, "that" said or not ("the pan on
    # the hob since Tuesday needs a scrub"): how it has been, no place (happened.relative_since, reduced_relatives)
    ("The mug that's been in the sink since Monday needs washing.", 'mug: clean'),
    ('The pot that has sat in the sink since Sunday needs washing.', 'pot: clean'),
    ('The pan on the hob since Tuesday needs a scrub.', 'pan: clean'),
    ('The pan left on the hob since Tuesday needs a scrub.', 'pan: clean'),
    ('Your mug in the sink since Monday needs washing and putting in the cupboard.', 'mug: clean > place=cabinet'),
    # contrasts: "since" as a reason after a request of a place, the subject no thing's name: a place
    ('Put the pan on the hob since Tuesday is soup night.', 'pan: place=stove_burner'),
    ('Wash the pan and put it on the hob since Tuesday is soup night.', 'pan: clean > place=stove_burner'),
    # where the thing is now, said by a copula (or "has been") before a request to "it", its subject longer than three
    # words when a "from ..." or a relative clause of a person follows the name, the request after a dash too ("Your mug
    # from last night is still on the counter - wash it."): no place (story._where_it_is)
    ('Your mug is still on the counter - wash it.', 'mug: clean'),
    ('Your mug from last night is still on the counter. Wash it.', 'mug: clean'),
    ('The mug you drank from is on the counter. Wash it.', 'mug: clean'),
    ('The plate Dad used is on the sofa - wash it please.', 'plate: clean'),
    ('The kettle has been on the counter all week. Descale it.', 'kettle: clean'),
    # contrasts: a verb of going, no copula, a place asked in the same sentence: places
    ('Your mug goes on the counter - wash it first.', 'mug: clean > place=counter'),
    ('The mug has been washed. Put it on the shelf.', 'mug: clean > place=shelf'),
    ('The mug you drank from should be on the shelf by tonight, washed.', 'mug: clean > place=shelf'),
]
