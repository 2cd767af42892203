# 003 broadcast (eq. 2.1): simulated cycles beside the paper's formula
# Run it in this directory: gnuplot 003.broadcast.gp
$s0 << EOD
3 13563
4 18084
5 23201
6 28853
7 34972
8 41501
9 48389
10 55591
EOD
$s1 << EOD
3 13488
4 17984
5 22480
6 26976
7 31472
8 35968
9 40464
10 44960
EOD
$s2 << EOD
3 12375
4 16500
5 21617
6 27744
7 34880
8 43023
9 52172
10 62326
EOD
$s3 << EOD
3 12300
4 16400
5 20500
6 24600
7 28700
8 32800
9 36900
10 41000
EOD
$s4 << EOD
3 13563
4 18084
5 23602
6 30135
7 37682
8 46243
EOD
$s5 << EOD
3 13488
4 17984
5 22480
6 26976
7 31472
8 35968
EOD
$s6 << EOD
3 12375
4 16500
5 21622
6 27759
7 34910
8 43075
EOD
$s7 << EOD
3 12300
4 16400
5 20500
6 24600
7 28700
8 32800
EOD
$s8 << EOD
3 13563
4 18084
5 23201
6 28853
7 34972
8 41501
9 48389
10 55591
EOD
$s9 << EOD
3 13488
4 17984
5 22480
6 26976
7 31472
8 35968
9 40464
10 44960
EOD
$s10 << EOD
3 12375
4 16500
5 21617
6 27744
7 34880
8 43023
9 52172
10 62326
EOD
$s11 << EOD
3 12300
4 16400
5 20500
6 24600
7 28700
8 32800
9 36900
10 41000
EOD
$s12 << EOD
3 13563
4 18084
5 22605
6 27126
7 31647
8 36168
EOD
$s13 << EOD
3 13488
4 17984
5 22480
6 26976
7 31472
8 35968
EOD
$s14 << EOD
3 12375
4 16500
5 20625
6 24750
7 28875
8 33000
EOD
$s15 << EOD
3 12300
4 16400
5 20500
6 24600
7 28700
8 32800
EOD
set key below left Left reverse
set grid
set xlabel 'n (2^n nodes)'
set ylabel 'cycles'
set title '003 broadcast (eq. 2.1): simulated cycles beside the paper''s formula'
set logscale y
set terminal pngcairo noenhanced size 1100,664
set output '003.broadcast.png'
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
set output '003.broadcast.svg'
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
