# 003 TEA2 grouped (§4.3): simulated cycles beside the paper's formula
# Run it in this directory: gnuplot 003.tea2_grouped.gp
$s0 << EOD
3 4450
4 7433
5 11482
6 16341
7 22778
8 30409
9 40736
10 58495
EOD
$s1 << EOD
3 2325.33
4 3024
5 3859.2
6 4933.33
7 6436.57
8 8720
9 12433.8
10 18787.2
EOD
$s2 << EOD
3 542
4 851
5 1326
6 2447
7 4452
8 8672
9 16898
10 33373
EOD
$s3 << EOD
3 741.333
4 1044
5 1483.2
6 2161.33
7 3268.57
8 5156
9 8473.78
10 14431.2
EOD
$s4 << EOD
3 2110
4 2811
5 3662
6 5212
7 7588
8 12181
EOD
$s5 << EOD
3 2325.33
4 3024
5 3859.2
6 4933.33
7 6436.57
8 8720
EOD
$s6 << EOD
3 526
4 831
5 1286
6 2440
7 4420
8 8617
EOD
$s7 << EOD
3 741.333
4 1044
5 1483.2
6 2161.33
7 3268.57
8 5156
EOD
$s8 << EOD
3 4454
4 7438
5 11488
6 16348
7 22786
8 30418
9 40746
10 58506
EOD
$s9 << EOD
3 2325.33
4 3024
5 3859.2
6 4933.33
7 6436.57
8 8720
9 12433.8
10 18787.2
EOD
$s10 << EOD
3 546
4 856
5 1332
6 2454
7 4460
8 8686
9 16908
10 33389
EOD
$s11 << EOD
3 741.333
4 1044
5 1483.2
6 2161.33
7 3268.57
8 5156
9 8473.78
10 14431.2
EOD
$s12 << EOD
3 4450
4 7433
5 11482
6 16341
7 25724
8 43141
EOD
$s13 << EOD
3 2325.33
4 3024
5 3859.2
6 4933.33
7 6436.57
8 8720
EOD
$s14 << EOD
3 1096
4 2233
5 4422
6 8687
7 17076
8 33685
EOD
$s15 << EOD
3 741.333
4 1044
5 1483.2
6 2161.33
7 3268.57
8 5156
EOD
set key below left Left reverse
set grid
set xlabel 'n (2^n nodes)'
set ylabel 'cycles'
set title '003 TEA2 grouped (§4.3): simulated cycles beside the paper''s formula'
set logscale y
set terminal pngcairo noenhanced size 1100,664
set output '003.tea2_grouped.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'all-port, full duplex (β=400), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'all-port, full duplex (β=400), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'all-port, full duplex (β=4), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'all-port, full duplex (β=4), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'all-port, full duplex, a start-up per step (β=400), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'all-port, full duplex, a start-up per step (β=400), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'all-port, full duplex, a start-up per step (β=4), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'all-port, full duplex, a start-up per step (β=4), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'all-port, half duplex (β=400), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'all-port, half duplex (β=400), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'all-port, half duplex (β=4), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'all-port, half duplex (β=4), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'one-port, full duplex (β=400), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'one-port, full duplex (β=400), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'one-port, full duplex (β=4), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'one-port, full duplex (β=4), formula'
set terminal svg noenhanced size 1100,664
set output '003.tea2_grouped.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'all-port, full duplex (β=400), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'all-port, full duplex (β=400), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'all-port, full duplex (β=4), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'all-port, full duplex (β=4), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'all-port, full duplex, a start-up per step (β=400), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'all-port, full duplex, a start-up per step (β=400), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'all-port, full duplex, a start-up per step (β=4), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'all-port, full duplex, a start-up per step (β=4), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'all-port, half duplex (β=400), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'all-port, half duplex (β=400), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'all-port, half duplex (β=4), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'all-port, half duplex (β=4), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'one-port, full duplex (β=400), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'one-port, full duplex (β=400), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'one-port, full duplex (β=4), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'one-port, full duplex (β=4), formula'
