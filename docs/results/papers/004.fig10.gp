# 004 Fig. 10: 512x512 2D FFT on the 8x8 iWarp
# Run it in this directory: gnuplot 004.fig10.gp
$bars << EOD
"1 message_passing" 160386 801000
"2 phased_prototype" 192108 184400
"3 phased_switch" 91018 ?
EOD
set datafile missing "?"
set style data histograms
set style histogram clustered gap 1
set boxwidth 0.9
set key below left Left reverse
set grid ytics
set yrange [0:*]
set xlabel 'case and method'
set ylabel 'two AAPC steps (cycles)'
set title '004 Fig. 10: 512x512 2D FFT on the 8x8 iWarp'
set terminal pngcairo noenhanced size 1100,538
set output '004.fig10.png'
plot $bars using 2:xtic(1) fill solid 0.7 border -1 lc 1 title 'model', \
     '' using 3 fill pattern 4 border -1 lc 1 title 'paper'
set terminal svg noenhanced size 1100,538
set output '004.fig10.svg'
plot $bars using 2:xtic(1) fill solid 0.7 border -1 lc 1 title 'model', \
     '' using 3 fill pattern 4 border -1 lc 1 title 'paper'
