# 004 Table 1: sparse steps as AAPC subsets and by message passing
# Run it in this directory: gnuplot 004.table1.gp
$bars << EOD
"1 nearest_neighbor" 60.005723 485 1150.7638 1425 398.97685 485 1271.0782 1425
"2 hypercube" 88.02982 511 772.67833 1083 517.94959 511 806.09053 1083
"3 fem" 107.8498 84 1089.8869 195 330.09591 84 1144.187 195
EOD
set datafile missing "?"
set style data histograms
set style histogram clustered gap 1
set boxwidth 0.9
set key below left Left reverse
set grid ytics
set yrange [0:*]
set xlabel 'sparse step'
set ylabel 'aggregate bandwidth (MB/s)'
set title '004 Table 1: sparse steps as AAPC subsets and by message passing'
set terminal pngcairo noenhanced size 1100,592
set output '004.table1.png'
plot $bars using 2:xtic(1) fill solid 0.7 border -1 lc 1 title 'AAPC subset, B = 1024 [fit], model', \
     '' using 3 fill pattern 4 border -1 lc 1 title 'AAPC subset, B = 1024 [fit], paper', \
     '' using 4 fill solid 0.7 border -1 lc 2 title 'message passing, B = 1024, model', \
     '' using 5 fill pattern 4 border -1 lc 2 title 'message passing, B = 1024, paper', \
     '' using 6 fill solid 0.7 border -1 lc 3 title 'AAPC subset, B = 16384 [fit], model', \
     '' using 7 fill pattern 4 border -1 lc 3 title 'AAPC subset, B = 16384 [fit], paper', \
     '' using 8 fill solid 0.7 border -1 lc 4 title 'message passing, B = 16384, model', \
     '' using 9 fill pattern 4 border -1 lc 4 title 'message passing, B = 16384, paper'
set terminal svg noenhanced size 1100,592
set output '004.table1.svg'
plot $bars using 2:xtic(1) fill solid 0.7 border -1 lc 1 title 'AAPC subset, B = 1024 [fit], model', \
     '' using 3 fill pattern 4 border -1 lc 1 title 'AAPC subset, B = 1024 [fit], paper', \
     '' using 4 fill solid 0.7 border -1 lc 2 title 'message passing, B = 1024, model', \
     '' using 5 fill pattern 4 border -1 lc 2 title 'message passing, B = 1024, paper', \
     '' using 6 fill solid 0.7 border -1 lc 3 title 'AAPC subset, B = 16384 [fit], model', \
     '' using 7 fill pattern 4 border -1 lc 3 title 'AAPC subset, B = 16384 [fit], paper', \
     '' using 8 fill solid 0.7 border -1 lc 4 title 'message passing, B = 16384, model', \
     '' using 9 fill pattern 4 border -1 lc 4 title 'message passing, B = 16384, paper'
