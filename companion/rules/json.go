package rules

// The machine-readable views of the rules reference (lockup rules and
// lockup resolve --output json): data, in English, which the commands only
// encode.

// SourceJSON is a rulebook passage in --output json.
type SourceJSON struct {
	Book     string `json:"book"`
	Section  string `json:"section"`
	Page     int    `json:"page,omitempty"`
	Citation string `json:"citation"`
}

// JSON is the passage in --output json.
func (s Source) JSON() SourceJSON {
	return SourceJSON{Book: s.Book.String(), Section: s.Section, Page: s.Page, Citation: s.String()}
}

// RulingJSON is one of the project's rulings in --output json.
type RulingJSON struct {
	ID       string     `json:"id"`
	Title    string     `json:"title"`
	Source   SourceJSON `json:"source"`
	Passage  string     `json:"passage"`
	Decision string     `json:"decision"`
}

// JSON is the ruling in --output json.
func (r Ruling) JSON() RulingJSON {
	return RulingJSON{ID: r.ID, Title: r.Title, Source: r.Source.JSON(), Passage: r.Passage, Decision: r.Decision}
}

// The JSON shapes of `lockup rules --output json`.
type (
	// TopicJSON is a topic in full.
	TopicJSON struct {
		ID           string       `json:"id"`
		Title        string       `json:"title"`
		Group        string       `json:"group"`
		Aliases      []string     `json:"aliases"`
		Summary      string       `json:"summary"`
		Sources      []SourceJSON `json:"sources"`
		Rulings      []RulingJSON `json:"rulings"`
		FirstEdition string       `json:"first_edition,omitempty"`
		Related      []string     `json:"related"`
	}
	topicBriefJSON struct {
		ID    string `json:"id"`
		Title string `json:"title"`
		Group string `json:"group,omitempty"`
	}
	groupJSON struct {
		Group  string           `json:"group"`
		Topics []topicBriefJSON `json:"topics"`
	}
	// IndexJSON is the index of topics.
	IndexJSON struct {
		Groups []groupJSON `json:"groups"`
	}
	// SearchJSON is what a search found.
	SearchJSON struct {
		Query string `json:"query"`
		// Words are the words searched for, Ignored those left out.
		Words   []string          `json:"words"`
		Ignored []string          `json:"ignored"`
		Topics  []searchMatchJSON `json:"topics"`
	}
	searchMatchJSON struct {
		ID      string   `json:"id"`
		Title   string   `json:"title"`
		Group   string   `json:"group,omitempty"`
		Matched []string `json:"matched"`
		Best    bool     `json:"best"`
	}
)

// TopicIndexJSON is the index of topics by group, in English.
func TopicIndexJSON() IndexJSON {
	var doc IndexJSON
	for _, g := range TopicGroups {
		gj := groupJSON{Group: g.String(), Topics: []topicBriefJSON{}}
		for _, t := range TopicsInGroup(g) {
			gj.Topics = append(gj.Topics, topicBriefJSON{ID: t.ID, Title: t.Title})
		}
		doc.Groups = append(doc.Groups, gj)
	}
	return doc
}

// TopicToJSON is a topic in full with its rulings, as Topic holds it.
func TopicToJSON(t Topic) TopicJSON {
	out := TopicJSON{
		ID: t.ID, Title: t.Title, Group: t.Group.String(), Summary: t.Summary, FirstEdition: t.FirstEdition,
		Aliases: append([]string{}, t.Aliases...), Related: append([]string{}, t.Related...),
		Sources: []SourceJSON{}, Rulings: []RulingJSON{},
	}
	for _, s := range t.Sources {
		out.Sources = append(out.Sources, s.JSON())
	}
	for _, id := range t.Rulings {
		if r, ok := RulingByID(id); ok {
			out.Rulings = append(out.Rulings, r.JSON())
		}
	}
	return out
}

// SearchToJSON is what a search found, each topic in English whatever
// language the words were searched in.
func SearchToJSON(query string, found Search) SearchJSON {
	doc := SearchJSON{Query: query, Words: found.Words, Ignored: found.Ignored, Topics: []searchMatchJSON{}}
	if doc.Ignored == nil {
		doc.Ignored = []string{}
	}
	for _, m := range found.Matches {
		t := m.Topic
		if en, err := LookupTopic(t.ID); err == nil {
			t = en // JSON is English, whatever language the words were searched in
		}
		doc.Topics = append(doc.Topics, searchMatchJSON{ID: t.ID, Title: t.Title, Group: t.Group.String(), Matched: m.Matched, Best: m.Best})
	}
	return doc
}
