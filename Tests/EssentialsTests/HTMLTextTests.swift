import Essentials
import Testing

/// HTML as plain text: Google's descriptions and imported reviews, with StoryGraph's spoilers marked.
@Suite struct HTMLTextTests {
    @Test func htmlBecomesPlainText() {
        #expect(HTMLText.plainText("<p>One &amp; two</p><p>Three<br/>four</p>") == "One & two\n\nThree\nfour")
        #expect(HTMLText.plainText("a < b and c > d, x<y") == "a < b and c > d, x<y")
        #expect(HTMLText.plainText("&#233;t&#xE9; &eacute;&nbsp;&unknown; &amp") == "été é &unknown; &amp")
        #expect(HTMLText.plainText("<B>Bold</B>   text\n\n\n\nmore<P CLASS='x'>para") == "Bold text\n\nmore\n\npara")
        #expect(HTMLText.plainText("<ul><li>a</li><li>b</li></ul>") == "a\n\nb")
        #expect(HTMLText.plainText("unclosed <b tag") == "unclosed <b tag")
        #expect(HTMLText.plainText("&#1114112; &#x;") == "&#1114112; &#x;")
        #expect(HTMLText.plainText("") == "")
    }

    @Test func aSpoilerIsMarkedWhereItBeginsAndEnds() {
        let review = "<p>A house of endless halls &amp; tides.</p><spoiler>He is Matthew Rose Sorensen.</spoiler>"
        #expect(HTMLText.plainText(review, spoilerMarks: ("<<", ">>"))
            == "A house of endless halls & tides.\n\n<<He is Matthew Rose Sorensen.>>")
        #expect(HTMLText.plainText("Good. <SPOILER class='x'>Twist.</Spoiler> End.", spoilerMarks: ("[", "]"))
            == "Good. [Twist.] End.")
    }

    @Test func tellsHTMLAndSpoilersFromPlainText() {
        #expect(HTMLText.containsTags("<p>Fine.</p>"))
        #expect(HTMLText.containsTags("Line one<br/>line two"))
        #expect(!HTMLText.containsTags("a < b and c > d, x<3"))
        #expect(!HTMLText.containsTags(""))
        #expect(HTMLText.containsSpoiler("<p>Fine.</p><spoiler>He dies.</spoiler>"))
        #expect(HTMLText.containsSpoiler("<Spoiler>He dies."))
        #expect(!HTMLText.containsSpoiler("<p>No spoilers here, just the word spoiler.</p>"))
        #expect(!HTMLText.containsSpoiler("<spoilers>"))
    }
}
