"""The hand-written test descriptions (``nsg/parser/data/eval/handwritten_descriptions*.jsonl``).

Forty-eight files, each written item by item before any parser was scored on it:

- ``handwritten_descriptions.jsonl`` (156 items): its errors were looked at while the phrasing
  families were developed, so it is a development set, not a pristine test set;
- ``handwritten_descriptions_fresh.jsonl`` (60): written afterwards, scored once the parser of
  that time was final;
- ``handwritten_descriptions_test.jsonl`` (158: 97 full, 61 abstract): written before the
  between-mentions parser was trained, scored once with it (90.7 % exact on full descriptions);
  its misses (mostly comma lists closed by "then", read as a group) were then looked at, so it
  is a development set now too;
- ``handwritten_descriptions_test2.jsonl`` (152: 100 full, 52 abstract): written before the
  parser that fixed those was trained, scored once with it (93.0 % full); its misses (comma lists
  of 3-4 steps again) were looked at;
- ``handwritten_descriptions_test3.jsonl`` (151: 100 full, 51 abstract): written before the two
  changes tried after that were measured, scored once with the parser then shipped (95.0 % full);
  its misses (comma lists again) were looked at;
- ``handwritten_descriptions_test4.jsonl`` (152: 100 full, 52 abstract, most of them comma lists
  of 2-4 steps): written before the parser that writes unordered groups without commas was
  trained, scored once with it (94.0 % full, 96.2 % abstract);
- ``handwritten_descriptions_test5.jsonl`` (155: 91 full, 64 abstract) in voices the others lack:
  first-person narration of what was done, third-person reports of a video, numbered steps, terse
  notes, questions, chatty requests; written before the grammar parser was scored on it, scored
  once with the final parser of issue 25 (docs/nsg.md).
- ``handwritten_descriptions_test6.jsonl`` (164: 107 full, 57 abstract) in the kinds of phrasing
  issue 39 names (free order said in words, constraints added after the list, end states instead
  of actions, colloquial verbs and pieces, an object said with where it ends up, EgoTV's own list
  forms) and in notes, questions, reports and narrations; written before any rule for those kinds,
  scored once with the parser of that time (its first score is recorded, see below); its misses
  were then read and the late readings written, so it is a development file now;
- ``handwritten_descriptions_test7.jsonl`` (165: 104 full, 61 abstract) in the same kinds, in notes,
  questions, reports, narrations, chat messages, recipe cards, complaints, checklists and diary
  lines; written after the late readings, scored once with the parser shipped with them (commit
  ad5557c): its misses were then read and fixed (commit 3af85fc);
- ``handwritten_descriptions_test8.jsonl`` (167: 105 full, 62 abstract) in the same six kinds, in
  emails, text messages, meeting minutes, shopping-list notes, customer reviews, a child's
  questions, polite requests to a robot, reports, sports commentary and video captions; written
  after file 7's misses were fixed and never read for development, scored once with the parser of
  commit 3af85fc; its misses were read afterwards (a development file since);
- ``handwritten_descriptions_test9.jsonl`` (168: 104 full, 64 abstract) and
  ``handwritten_descriptions_test10.jsonl`` (170: 108 full, 62 abstract) in twenty further voices
  (voice memos, forum posts, lab protocols, game walkthroughs ...; a head chef, work orders,
  telegrams, a bedtime story, an inspector's checklist ...), written without reading the grammar;
  file 9 scored once after file 8's readings, file 10 once after file 9's (the held-out figure,
  docs/nsg.md), each read afterwards. Their writers read a list joined by "and" in the order told
  with the place last, where the description generator (and so the parser) read it unordered until
  issue 39 (the parser now reads a place said last in a bare list as the last step);
- ``handwritten_descriptions_test11.jsonl`` (164: 103 full, 61 abstract) in ten more voices, scored
  once after files 8-10 were read (its item 133 repeated a line of file 9 and was removed), then read;
- ``handwritten_descriptions_test12.jsonl`` (170: 101 full, 69 abstract) in ten more voices, scored
  once after files 8-11 were read, then read;
- ``handwritten_descriptions_test13.jsonl`` (163: 100 full, 63 abstract) in ten more voices, scored
  once after files 8-12 were read, then read;
- ``handwritten_descriptions_test14.jsonl`` (166: 104 full, 62 abstract) in ten more voices (a
  sommelier, a weather forecast, a fortune teller, a noir detective, a satnav voice, an auctioneer,
  a knitting pattern, a fitness instructor, rhyming couplets, a square-dance caller), written without
  reading the grammar, scored once after files 8-13 were read (74.0 % full, 87.1 % abstract), then
  read;
- ``handwritten_descriptions_test15.jsonl`` (162: 101 full, 61 abstract) in ten more voices (mission
  control radio, a real-estate listing, a grandmother, a nature documentary narrator, a tech-support
  call, a spy briefing, a dating profile, a surgeon in theatre, postcards home, a tired parent),
  written without reading the grammar, scored once after files 8-14 were read (71.3 % full, 88.5 %
  abstract), then read;
- ``handwritten_descriptions_test16.jsonl`` (168: 101 full, 67 abstract) in ten more voices (a legal
  contract, a coach at halftime, a museum audio guide, a teenager, a 1900 cookbook, airline
  announcements, stage directions, a horoscope, a radio DJ, haiku), written without reading the
  grammar, scored once after files 8-14 were read (66.3 % full, 74.6 % abstract), then read;
- ``handwritten_descriptions_test17.jsonl`` (167: 105 full, 62 abstract) in ten more voices (a customs
  officer, a hotel concierge, a librarian, a ship's captain's log, lost-and-found notices, a camp
  counsellor, a podcast host, an instruction leaflet, a wedding toast, requests between flatmates),
  written without reading the grammar, scored once after files 8-14 were read (77.1 % full, 87.1 %
  abstract), then read;
- ``handwritten_descriptions_test18.jsonl`` (165: 101 full, 64 abstract) in ten more, everyday voices
  (a roommate's sticky notes, a parent texting a teenager, a cooking-class teacher, a restaurant prep
  list, a babysitter's instructions, a family group chat, a hostel kitchen sign, smart-speaker requests,
  a cleaning rota, a barista training a new hire), written without reading the grammar, scored once
  after files 8-16 were read (73.3 % full, 76.6 % abstract), then read;
- ``handwritten_descriptions_test19.jsonl`` (166: 104 full, 62 abstract) in ten more, everyday voices
  (an office-kitchen email, a care-home handover note, a chore-app notification, a scout leader, a
  cafe closing checklist, a neighbour asking a favour, a homeowner's note to a house-sitter, a school
  canteen supervisor, a soup-kitchen volunteer coordinator, a holiday-rental host's messages), written
  without reading the grammar, scored once after files 8-16 were read (68.3 % full, 69.4 % abstract)
  and never read for development: the held-out estimate now;
- ``handwritten_descriptions_test20.jsonl`` (169: 104 full, 65 abstract) in ten more, everyday voices
  (a grandparent's voicemail, a meal-kit card, a partner's note on the fridge, a student-house group
  chat, a flatmate's apology note, a nurse in a ward kitchen, a youth-club helper, a retired person's
  to-do list, a workplace safety reminder, a dinner-party host asking a guest), written without
  reading the grammar, scored once before its misses were read;
- ``handwritten_descriptions_test21.jsonl`` (165: 102 full, 63 abstract) in ten more, everyday voices
  (a church-hall tea committee's notices, a kids' football team parent, a band's tour manager and
  rider, a food blogger replying to comments, a parent calling from another room, a boss's terse
  chat messages to an intern, escape-room clue cards, messages passed on second-hand, a
  home-economics exam paper, a film-set runner on the walkie), written without reading the grammar,
  scored once before its misses were read;
- ``handwritten_descriptions_test22.jsonl`` (165: 101 full, 64 abstract) in ten more, everyday voices
  (a building-site foreman, a fire-station watch manager, a canal-boat owner lending the boat, a
  co-working space's kitchen channel, a teacher's note to parent helpers, an older sister bossing her
  brother, a hair-salon staff room, allotment-society notices, a hospital patient asking a visitor, a
  gamer on a headset mid-match), written without reading the grammar, scored once before its misses
  were read;
- ``handwritten_descriptions_test23.jsonl`` (170: 108 full, 62 abstract) in ten more, everyday voices
  (a bakery owner's notes to the Saturday assistant, a letting agent's move-out checklist, a dad
  talking to his toddler, a hungover friend on the sofa, a host mother's notes to an exchange student,
  an occupational therapist's kitchen practice, takeaway-app order notes, a wheelchair user directing
  a personal assistant, a farmhouse's notes to seasonal pickers, a wedding planner briefing caterers),
  written without reading the grammar, scored once before its misses were read;
- ``handwritten_descriptions_test24.jsonl`` (167: 106 full, 61 abstract) in ten more, everyday voices
  (a book-club host's messages, a pub landlord's notes to new bar staff, a plumber texting the
  homeowner, a cricket-club tea volunteer, a night-shift security guard's log, an English learner's
  simple English, a ski-chalet host, a vet practice's staff-room notes, a running club's brunch
  organiser, a primary-school child's how-to homework), written without reading the grammar, scored
  once before its misses were read, then read;
- ``handwritten_descriptions_test25.jsonl`` (169: 101 full, 68 abstract) in ten more, everyday voices
  (a food-truck owner texting a festival helper, a grandchild's notes for a grandparent in a new flat,
  a supermarket deli-counter supervisor, a cooking livestreamer reading out viewers' requests, a couple
  bickering in the kitchen, a dietitian's meal plan, a passive-aggressive visiting mother-in-law, a
  boarding-school matron's notes to prefects, a friend running a house-move day, a makerspace wiki
  page), written without reading the grammar, scored once before its misses were read, then read;
- ``handwritten_descriptions_test26.jsonl`` (170: 103 full, 67 abstract) in ten more, everyday voices
  (a childminder's end-of-day notes to parents, a village-fete cake-stall organiser messaging
  volunteers, a car mechanic talking his apprentice through the garage kitchen, a swimming-pool
  lifeguards' staff-room whiteboard, a lorry driver calling home on the hands-free, a charity-shop
  manager's notes to volunteers, a market greengrocer advising a customer, a yoga retreat's mindful
  kitchen-duty cards, a domestic cleaner's notes left for the client, a retired army sergeant running
  the household like a drill), written without reading the grammar, scored once before its misses
  were read, then read;
- ``handwritten_descriptions_test27.jsonl`` (170: 104 full, 66 abstract) in ten more, everyday voices
  (a food photographer directing a stylist on a shoot, a driving instructor at home still talking in
  lesson-speak, a live-in landlady's notes to her lodger, a mountain-hut warden's notices to walkers,
  a florist's notes to the Saturday helper, a university halls resident assistant messaging the floor,
  a cinema duty manager's staff-room notes, a beekeeping association's honey-extraction day notes, a
  children's party entertainer briefing the parent helper, a zoo keeper's food-prep whiteboard),
  written without reading the grammar, scored once before its misses were read, then read;
- ``handwritten_descriptions_test28.jsonl`` (174: 109 full, 65 abstract) in ten more, everyday voices
  (a dog-walker's notes left for the owner, a kitchen fitter's handover notes, a campsite warden's
  notices in the camp-kitchen block, a new kitchen porter reading his instructions back, a B&B owner's
  breakfast notes to the stand-in, an iftar volunteers' coordinator messaging the group, a rowing
  club's boathouse kitchen notices, a student's notes to her future self, a jobbing gardener's notes
  to the client, a hotel housekeeping supervisor briefing room attendants on the suites'
  kitchenettes), written without reading the grammar, scored once before its misses were read, then
  read;
- ``handwritten_descriptions_test29.jsonl`` (170: 105 full, 65 abstract) in ten more, everyday voices
  from work settings (a dental practice manager's staff-room notes, a taxi dispatcher on the radio to
  drivers back at base, a butcher training his Saturday lad, a recording-studio engineer talking to
  the runner, a newspaper editor and her junior reporter, a funeral director briefing staff for a
  wake, a tattoo-studio owner's notes to the apprentice, a sleeper train's catering supervisor, a
  garden-centre cafe manager's notes to weekend staff, a community pharmacist's notes in the
  dispensary back room), written without reading the grammar, scored once before its misses were
  read, then read;
- ``handwritten_descriptions_test30.jsonl`` (170: 104 full, 66 abstract) in ten more, everyday voices
  from private life (a birdwatcher's field-notebook jottings, a home-brewer's brew-day log, a cat
  owner talking to the cat while cooking, a tabletop role-playing game master at a home session, a
  model-railway club's clubroom notices, an elderly brother's notes to the sister he lives with, a
  pub-quiz team captain organising the pre-quiz at her flat, a board-game night host texting an early
  guest, a sibling planning a surprise anniversary dinner for their parents, a community choir's alto
  section leader hosting rehearsals), written without reading the grammar, scored once before its
  misses were read, then read;
- ``handwritten_descriptions_test31.jsonl`` (167: 106 full, 61 abstract) in ten more, everyday voices
  (a launderette attendant's notes to the evening cover, a postwoman's notes in the delivery-office
  mess room, a call-centre team leader's team-chat messages about the break room, a surf school's
  beach-hut notes to instructors, a motorway service-station cafe shift lead briefing a new starter,
  a coach-tour guide on a pensioners' day trip, a riding-stables yard manager's notes to weekend
  helpers, a Christmas-dinner timing plan taped to the cupboard, a primary-school caretaker's notes,
  a widower's notes from his daughter's cooking calls), written without reading the grammar, scored
  once before its misses were read, then read;
- ``handwritten_descriptions_test32.jsonl`` (169: 100 full, 69 abstract) in ten more, everyday voices
  (a leisure-centre receptionist's staff-room notes, a window cleaner texting his apprentice, a house
  guest's thank-you note to the host, an office receptionist passing on phone messages, an ice-cream
  van owner to his nephew, an au pair's notebook for the family, a theatre front-of-house volunteer
  at the interval, a fishing-lake bailiff's hut notes, a supermarket night-shift crew in the break
  room, a Duke of Edinburgh expedition group's camp notes), written without reading the grammar,
  scored once before its misses were read, then read;
- ``handwritten_descriptions_test33.jsonl`` (168: 105 full, 63 abstract) in ten more, everyday voices
  from private life (a separated parent's weekend handover notes to the other parent, a wild-swimming
  group's chat, a street-party organiser on the residents' chat, a pen-pal letter to a friend abroad,
  a best man organising the stag-weekend cottage, a retired couple on a caravan holiday, an amateur
  astronomer hosting a garden star party, a pregnant woman on bed rest directing her husband, a
  fantasy-football league's forfeits chat, a Camino pilgrim's journal in albergue kitchens), written
  without reading the grammar, scored once before its misses were read, then read;
- ``handwritten_descriptions_test34.jsonl`` (168: 100 full, 68 abstract) in ten more, everyday voices
  from work and public places (a locksmith texting his apprentice minding the shop, an ambulance
  station's crew-room notes, a chip-shop owner training a new starter, a dry cleaner's notes to the
  counter cover, a bus depot's canteen notices, a bowling-alley duty manager on the headset to the
  snack bar, a dog groomer's notes to her assistant, a golf-club steward's clubhouse kitchen notes, a
  day-nursery room leader's notes to a new practitioner, a marina harbourmaster's notes to the summer
  assistant), written without reading the grammar, scored once before its misses were read, then read;
- ``handwritten_descriptions_test35.jsonl`` (170: 101 full, 69 abstract) in ten more, everyday voices
  from private life (a long-distance couple cooking together over a video call, a home baker
  practising for a baking-show audition with her husband helping, a Eurovision watch-party host
  texting the early arrivals, the skipper of a friends' sailing-yacht holiday giving galley duties,
  two friends interrailing in a shared notes app, a home-schooling parent's lesson plan, a couple
  mid-renovation cooking in a makeshift garage kitchen, a friend staying over to look after a
  heartbroken mate, a salsa-dancing couple practising in the kitchen on the beat, cosplay friends
  sharing a rented flat for a comic convention), written without reading the grammar, scored once
  before its misses were read (72.3 / 87.0 full / abstract), then read for 20 minutes (76.2 / 91.3),
  and the reading was then continued (92.1 / 97.1);
- ``handwritten_descriptions_test36.jsonl`` (170: 99 full, 71 abstract) in ten more, everyday voices
  from work and public places (a railway signaller's handover notes to the relief, a bicycle-repair
  shop owner texting his Saturday mechanic, a petrol station's night attendant's notes to the day
  shift, a farm-shop owner's notes to the weekend helper, a police front-counter sergeant breaking in
  a new PCSO, a hardware-store owner talking the new assistant through the back room, a print shop's
  team chat, an airport ground-crew supervisor on the radio to the crew room, a court usher's notes
  on the jury-room kitchenette, a pottery-studio owner's notes to the class assistant), written
  without reading the grammar, scored once before its misses were read (78.8 / 80.3), then read
  (89.9 / 91.5);
- ``handwritten_descriptions_test37.jsonl`` (165: 98 full, 67 abstract) in ten more, everyday voices
  (a gym-goer's Sunday meal-prep phone notes, a sleepover-host parent talking to the visiting kids,
  a music-festival campers' group chat, a retired schoolteacher's notes to her husband in
  teacher-speak, a new-puppy owner cooking with the puppy underfoot, a bank branch manager's
  staff-kitchen notes, art-gallery invigilators' back-office notes, an optician's practice manager's
  notes, a climbing-wall centre's staff-room whiteboard, a bookshop owner's notes to the Saturday
  assistant), written without reading the grammar, scored once before its misses were read (76.5 / 88.1),
  then read (86.7 / 92.5);
- ``handwritten_descriptions_test38.jsonl`` (165: 100 full, 65 abstract) in ten more, everyday voices
  (a newly-wed couple's shared to-do app comments, a godmother hosting her small goddaughter for the
  weekend, a man with his arm in a sling talking the neighbour's teenage son through the jobs, an
  uncle minding his nephews on a rainy Saturday, a new stepdad's notes to his stepchildren, a
  TV-studio green-room manager's runner briefs, a removal-company crew boss on a job, a
  conference-centre events coordinator on the radio to catering, a car-wash owner's notes to the
  Saturday lads, a mobile-phone shop manager's notes on the back-room kitchen), written without
  reading the grammar, scored once before its misses were read (77.0 / 87.7), then read (82.0 / 96.9);
- ``handwritten_descriptions_test39.jsonl`` (170: 102 full, 68 abstract) in ten more, everyday voices
  from private life (a houseplant collector's notes to the friend plant-sitting, twins' shared
  notebook on the kitchen table, a pigeon fancier's notes to the clubmate minding his loft, a metal
  detectorist's finds-day log, an elderly neighbour asking favours over the garden fence, a
  bell-ringing tower captain's notes to the band, a foster carer's handover notes to the respite
  carer, guests' entries in a family holiday cottage's visitors' book, a family-reunion organiser's
  messages to the cousins, a quilting-circle host's messages before the meet at her house), written
  without reading the grammar, scored once before its misses were read (69.6 / 80.9), then read
  (71.6 / 86.8);
- ``handwritten_descriptions_test40.jsonl`` (167: 102 full, 65 abstract) in ten more, everyday voices
  from work and public places (a polling-station presiding officer briefing the poll clerks, a school
  science technician's notes to the trainee technician, a recycling-centre site operative's notes in
  the site cabin, an alterations tailor's notes to her assistant, a martial-arts club sensei's notes
  to the senior students on kitchen duty, a corner-shop newsagent talking the new Saturday lad
  through the back room, a stately home's volunteer room stewards' notes, a repair-cafe organiser
  messaging the volunteers, a nail-bar owner messaging her junior technician, a blood-donation
  session's refreshments lead), written without reading the grammar, scored once before its misses
  were read, then read;
- ``handwritten_descriptions_test41.jsonl`` (166: 100 full, 66 abstract) in ten more, everyday voices
  from travel and the outdoors (a campervan-hire owner's handover notes to the renters, a birthday-picnic
  organiser messaging friends, a road-trip driver talking to the passenger at motels and rest stops,
  an aunt organising the cousins at a lakeside-cabin family reunion, a glamping site's welcome-book
  notes for the shepherd's-hut kitchen, a tailgate-party host in the stadium car park, a cycle-touring
  couple's notes to each other at campsites, a national-park ranger's notes to the seasonal volunteer,
  a sea-fishing charter skipper talking to his deckhand in the galley, a couchsurfing host's notes to
  the traveller staying over), written without reading the grammar, scored once before its misses
  were read;
- ``handwritten_descriptions_test42.jsonl`` (170: 102 full, 68 abstract) in ten more, everyday voices
  (ways of talking rather than places: a very formal butler, voice-to-text dictation with its slips, heavy
  text-speak abbreviations, a grumpy half-awake person, an over-polite apologiser, a rambler who
  corrects themselves mid-sentence, a parent relaying a toddler's demands, an over-excited enthusiast in
  capitals and exclamation marks, a deadpan sarcastic person, a corporate-jargon speaker), written
  without reading the grammar, scored once before its misses were read;
- ``handwritten_descriptions_test43.jsonl`` (171: 110 full, 61 abstract) in ten more voices from
  regional and world Englishes, in their own words and grammar (a Glaswegian uncle in a tenement flat,
  an Irish mammy in Cork texting her son home from college, a shearing-shed cook on an Australian sheep
  station, an Indian English office manager in a Bengaluru IT office pantry, a Nigerian English aunty
  in Lagos on WhatsApp to her niece, a Singaporean mum in an HDB flat texting her son in Singlish, a
  Welsh valleys rugby-club steward on match day, a Texan ranch cook feeding the hands at branding, a
  Jamaican patois-speaking dad in Kingston on a Sunday, a South African dad before the braai), written
  without reading the grammar, scored once before its misses were read;
- ``handwritten_descriptions_test44.jsonl`` (170: 108 full, 62 abstract) in ten more, everyday voices
  (people checking what someone did, or was supposed to do, on a recorded video: a crowdworker
  labelling kitchen clips for a dataset, a catering-college assessor reviewing a trainee's body-cam
  shift, a TV cookery-competition judge's notes on the footage, an insurance loss adjuster's CCTV
  review log, two parents going through the kitchen-cam footage of their son's chores, a psychology
  research assistant's behavioural-coding notebook, a robotics test engineer's to-check list for the
  robot's runs, a TV quiz-show host's video round, a lodger's complaint to the landlord about a
  housemate with phone video, a speedrun moderator verifying kitchen-game runs), written without
  reading the grammar, scored once before its misses were read;
- ``handwritten_descriptions_test45.jsonl`` (170: 100 full, 70 abstract) in ten more voices of
  English written by people learning it or writing it through translation, with their articles,
  prepositions, word order and literal idioms (a retired Japanese homestay guest's polite notes in
  Auckland, a Polish builder texting the homeowner while doing the bathroom, a French chef's kitchen
  English to his commis in a Manchester bistro, a Syrian grandfather's notes to his son-in-law through
  a translation app, an Italian nonna in Toronto dictating to her granddaughter for her grandson, a
  Chinese PhD student in his lab's group chat, a Korean exchange student texting her American dorm
  roommate, a Brazilian flatmate in Dublin, a German guest lecturer's notes in a department kitchen,
  a Ukrainian mother's notes to the Yorkshire family hosting her), written without reading the
  grammar, scored once before its misses were read;
- ``handwritten_descriptions_test46.jsonl`` (170: 108 full, 62 abstract) in ten more voices of people
  telling machines and researchers what the task is, as they really write it (a busy home cook typing
  prompts with constraints to an AI chat assistant that plans for her kitchen robot, a retired widower
  messaging his home robot in its phone app, a robotics PhD student's teleoperation data-collection
  task list, a QA engineer's bug reports on what a kitchen robot did wrong and should have done, a
  data-labelling vendor's guideline example lines for writers of task descriptions, a student reading
  his team's hackathon demo script to the judges, a mum's notes on the family smart fridge's door
  screen, a night-shift teleoperator's log at a home-care robot operations centre, a game modder's
  quest text for a cosy cooking-game mod, a postdoc writing hypotheses for a video-verification
  benchmark), written without reading the grammar, scored once before its misses were read.

``first_scores.json`` next to the files records each test file's first score (the parser of its
time, before its misses were read), so that the evaluation prints it beside today's figure.

Each line: ``{"id", "text", "abstract", "spec", "graph"}``. The texts were written one by one
for this evaluation, not by any template of the project. ``spec`` is the gold graph in a short
hand notation (``potato: heat + clean > place=counter``: ``>`` between ordered groups, ``+``
inside an unordered group, ``place=<receptacle token>``), ``graph`` the same graph in the
project's graph JSON; :func:`graph_from_spec` turns one into the other, and a test checks that
they agree line by line.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from pddl_domains import vocabulary as vocab
from contracts.language.graphs import TaskGraph, graph_for_task
from contracts.library.tasks import TaskSpec
from nsg.errors import InvalidValueError

HANDWRITTEN = Path(__file__).resolve().parents[1] / "data" / "eval" / "handwritten_descriptions.jsonl"  # package data
HANDWRITTEN_FRESH = HANDWRITTEN.with_name("handwritten_descriptions_fresh.jsonl")
# the test files, in the order they were written and used
HANDWRITTEN_TESTS = {f"handwritten_test{n}": HANDWRITTEN.with_name(f"handwritten_descriptions_test{n}.jsonl")
                     for n in ("", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32", "33", "34", "35", "36", "37", "38", "39", "40", "41", "42", "43", "44", "45", "46")}

# report key -> file, in the order the reports list them
HANDWRITTEN_FILES = {"handwritten": HANDWRITTEN, "handwritten_fresh": HANDWRITTEN_FRESH, **HANDWRITTEN_TESTS}
FIRST_SCORES = HANDWRITTEN.with_name("first_scores.json")


@dataclass(frozen=True)
class HandwrittenItem:
    id: int
    text: str
    abstract: bool
    spec: str
    graph: TaskGraph


def graph_from_spec(spec: str) -> TaskGraph:
    """``"apple: heat > place=plate"`` -> the graph; errors name the bad part and the valid values."""
    obj, _, body = spec.partition(":")
    obj = obj.strip()
    voc = vocab.query_vocabulary()
    if obj not in voc["objects"]:
        raise InvalidValueError(f"spec {spec!r}: unknown object {obj!r}; valid: {voc['objects']}")
    groups, receptacle = [], None
    for part in body.split(">"):
        group = []
        for step in part.split("+"):
            step = step.strip()
            if step.startswith("place="):
                receptacle = step.split("=", 1)[1]
                if receptacle not in voc["receptacles"]:
                    raise InvalidValueError(f"spec {spec!r}: unknown receptacle {receptacle!r}; valid: {voc['receptacles']}")
                step = "place"
            if step not in vocab.SUBTASKS:
                raise InvalidValueError(f"spec {spec!r}: unknown sub-task {step!r}; valid: {list(vocab.SUBTASKS)}")
            group.append(step)
        groups.append(tuple(group))
    task = TaskSpec(name="_then_".join("_and_".join(g) for g in groups), groups=tuple(groups))
    return graph_for_task(task, vocab.type_from_token(obj),
                          vocab.type_from_token(receptacle) if receptacle else None)


def load_handwritten(path: str | Path = HANDWRITTEN) -> list[HandwrittenItem]:
    items = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if line.strip():
            d = json.loads(line)
            items.append(HandwrittenItem(int(d["id"]), d["text"], bool(d["abstract"]), d["spec"],
                                         TaskGraph.from_json(d["graph"])))
    return items


def first_scores(path: str | Path = FIRST_SCORES) -> dict[str, dict]:
    """Report key -> the file's first score (``full`` / ``abstract`` exact %, ``parser``: which parser)."""
    return {k: v for k, v in json.loads(Path(path).read_text(encoding="utf-8")).items() if k in HANDWRITTEN_FILES}
