; Kitchen domain for EgoTV-style tasks, in the spirit of ALFRED's high-level domain.
;
; Pure STRIPS with typing and negative preconditions, so that every action is an action
; class (PRE, ADD, DEL) that the `strips` package grounds, replays and checks.
;
; Sub-task ordering is part of the encoding. Each sub-task of a task is a constant of type
; `subtask`; the problem states (needs S P1 P2): sub-task S may start only after P1 and P2 are
; done (`none` pads the list and is always done; EgoTV tasks have at most two predecessors).
; The action that achieves S requires (done P1), (done P2) and (not (done S)), and only the
; task's target can be heated, cooled, cleaned, sliced or placed. So any plan that reaches the
; goal performs the sub-tasks in an order that respects the task's partial order, and unordered
; sub-tasks are free to come in either order.
;
; Heat, cool and clean are macro actions as in ALFRED (the simulator expands them into
; open / put / close / toggle / pick up steps). Putting the target into its place receptacle is
; only possible through PlaceObject, which carries the ordering constraint of the place
; sub-task; PutObject (used to set down a knife, say) cannot put the target there.
(define (domain egotv-kitchen)
  (:requirements :strips :typing :negative-preconditions)
  (:types location receptacle item subtask)
  (:constants heat cool clean slice place none - subtask)
  (:predicates
    (agent-at ?l - location)
    (receptacle-at ?r - receptacle ?l - location)
    (in ?o - item ?r - receptacle)
    (holding ?o - item)
    (hand-empty)
    (openable ?r - receptacle)
    (is-open ?r - receptacle)
    (accessible ?r - receptacle)
    (toggleable ?r - receptacle)
    (is-on ?r - receptacle)
    (can-contain ?r - receptacle ?o - item)
    (is-microwave ?r - receptacle)
    (is-fridge ?r - receptacle)
    (is-sink ?r - receptacle)
    (is-knife ?o - item)
    (heatable ?o - item)
    (coolable ?o - item)
    (cleanable ?o - item)
    (sliceable ?o - item)
    (is-hot ?o - item)
    (is-cold ?o - item)
    (is-clean ?o - item)
    (is-sliced ?o - item)
    (target ?o - item)
    (place-goal ?o - item ?r - receptacle)
    (needs ?s - subtask ?p1 - subtask ?p2 - subtask)
    (done ?s - subtask))

  (:action GotoLocation
    :parameters (?from - location ?to - location)
    :precondition (and (agent-at ?from))
    :effect (and (agent-at ?to) (not (agent-at ?from))))

  (:action PickupObject
    :parameters (?o - item ?r - receptacle ?l - location)
    :precondition (and (agent-at ?l) (receptacle-at ?r ?l) (in ?o ?r) (accessible ?r) (hand-empty))
    :effect (and (holding ?o) (not (in ?o ?r)) (not (hand-empty))))

  (:action PutObject
    :parameters (?o - item ?r - receptacle ?l - location)
    :precondition (and (agent-at ?l) (receptacle-at ?r ?l) (holding ?o) (accessible ?r)
                       (can-contain ?r ?o) (not (place-goal ?o ?r)))
    :effect (and (in ?o ?r) (hand-empty) (not (holding ?o))))

  (:action OpenObject
    :parameters (?r - receptacle ?l - location)
    :precondition (and (agent-at ?l) (receptacle-at ?r ?l) (openable ?r) (not (is-open ?r)))
    :effect (and (is-open ?r) (accessible ?r)))

  (:action CloseObject
    :parameters (?r - receptacle ?l - location)
    :precondition (and (agent-at ?l) (receptacle-at ?r ?l) (openable ?r) (is-open ?r))
    :effect (and (not (is-open ?r)) (not (accessible ?r))))

  (:action ToggleObjectOn
    :parameters (?r - receptacle ?l - location)
    :precondition (and (agent-at ?l) (receptacle-at ?r ?l) (toggleable ?r) (not (is-on ?r)))
    :effect (and (is-on ?r)))

  (:action ToggleObjectOff
    :parameters (?r - receptacle ?l - location)
    :precondition (and (agent-at ?l) (receptacle-at ?r ?l) (toggleable ?r) (is-on ?r))
    :effect (and (not (is-on ?r))))

  (:action HeatObject
    :parameters (?o - item ?r - receptacle ?l - location ?p1 - subtask ?p2 - subtask)
    :precondition (and (agent-at ?l) (receptacle-at ?r ?l) (is-microwave ?r) (holding ?o)
                       (target ?o) (heatable ?o)
                       (needs heat ?p1 ?p2) (done ?p1) (done ?p2) (not (done heat)))
    :effect (and (is-hot ?o) (not (is-cold ?o)) (done heat)))

  (:action CoolObject
    :parameters (?o - item ?r - receptacle ?l - location ?p1 - subtask ?p2 - subtask)
    :precondition (and (agent-at ?l) (receptacle-at ?r ?l) (is-fridge ?r) (holding ?o)
                       (target ?o) (coolable ?o)
                       (needs cool ?p1 ?p2) (done ?p1) (done ?p2) (not (done cool)))
    :effect (and (is-cold ?o) (not (is-hot ?o)) (done cool)))

  (:action CleanObject
    :parameters (?o - item ?r - receptacle ?l - location ?p1 - subtask ?p2 - subtask)
    :precondition (and (agent-at ?l) (receptacle-at ?r ?l) (is-sink ?r) (holding ?o)
                       (target ?o) (cleanable ?o)
                       (needs clean ?p1 ?p2) (done ?p1) (done ?p2) (not (done clean)))
    :effect (and (is-clean ?o) (done clean)))

  (:action SliceObject
    :parameters (?o - item ?k - item ?r - receptacle ?l - location ?p1 - subtask ?p2 - subtask)
    :precondition (and (agent-at ?l) (receptacle-at ?r ?l) (in ?o ?r) (accessible ?r)
                       (holding ?k) (is-knife ?k) (target ?o) (sliceable ?o)
                       (needs slice ?p1 ?p2) (done ?p1) (done ?p2) (not (done slice)))
    :effect (and (is-sliced ?o) (done slice)))

  (:action PlaceObject
    :parameters (?o - item ?r - receptacle ?l - location ?p1 - subtask ?p2 - subtask)
    :precondition (and (agent-at ?l) (receptacle-at ?r ?l) (holding ?o) (accessible ?r)
                       (place-goal ?o ?r)
                       (needs place ?p1 ?p2) (done ?p1) (done ?p2) (not (done place)))
    :effect (and (in ?o ?r) (hand-empty) (not (holding ?o)) (done place)))
)
