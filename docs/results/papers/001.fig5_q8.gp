# 001 Figure 5: hybrid broadcast (eq. 5) on a 4x4 level 2, Q = 8: cycles against S per initial sub-mesh
# Run it in this directory: gnuplot 001.fig5_q8.gp
$s0 << EOD
4 9853
64 12853
256 22453
1024 60853
4096 214453
EOD
$s1 << EOD
4 58960
64 78160
256 139600
1024 385360
4096 1.3684e+06
EOD
$s2 << EOD
4 13164
64 17244
256 30300
1024 82524
4096 291420
EOD
$s3 << EOD
4 36018
64 47658
256 84906
1024 233898
4096 829866
EOD
$s4 << EOD
4 18109
64 23749
256 41797
1024 113989
4096 402757
EOD
$s5 << EOD
4 27818
64 36698
256 65114
1024 178778
4096 633434
EOD
$s6 << EOD
4 13162
64 17242
256 30298
1024 82522
4096 291418
EOD
$s7 << EOD
4 36010
64 47650
256 84898
1024 233890
4096 829858
EOD
$s8 << EOD
4 18105
64 23745
256 41793
1024 113985
4096 402753
EOD
$s9 << EOD
4 27812
64 36692
256 65108
1024 178772
4096 633428
EOD
$s10 << EOD
4 23866
64 31306
256 55114
1024 150346
4096 531274
EOD
$s11 << EOD
4 26984
64 35504
256 62768
1024 171824
4096 608048
EOD
$s12 << EOD
4 18095
64 23735
256 41783
1024 113975
4096 402743
EOD
$s13 << EOD
4 27806
64 36686
256 65102
1024 178766
4096 633422
EOD
$s14 << EOD
4 23854
64 31294
256 55102
1024 150334
4096 531262
EOD
$s15 << EOD
4 26980
64 35500
256 62764
1024 171820
4096 608044
EOD
$s16 << EOD
4 30023
64 39383
256 69335
1024 189143
4096 668375
EOD
$s17 << EOD
4 29838
64 39198
256 69150
1024 188958
4096 668190
EOD
set key below left Left reverse
set grid
set xlabel 'S (bytes per destination)'
set ylabel 'cycles (200 MHz)'
set title '001 Figure 5: hybrid broadcast (eq. 5) on a 4x4 level 2, Q = 8: cycles against S per initial sub-mesh'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,682
set output '001.fig5_q8.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'machine (1x1), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'machine (1x1), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'machine (1x2), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'machine (1x2), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'machine (1x4), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'machine (1x4), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'machine (2x1), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'machine (2x1), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'machine (2x2), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'machine (2x2), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'machine (2x4), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'machine (2x4), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'machine (4x1), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'machine (4x1), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'machine (4x2), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'machine (4x2), formula', \
     $s16 using 1:2 with linespoints dt 1 pt 7 lc 9 title 'machine (4x4), model', \
     $s17 using 1:2 with linespoints dt 2 pt 6 lc 9 title 'machine (4x4), formula'
set terminal svg noenhanced size 1100,682
set output '001.fig5_q8.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'machine (1x1), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'machine (1x1), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'machine (1x2), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'machine (1x2), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'machine (1x4), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'machine (1x4), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'machine (2x1), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'machine (2x1), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'machine (2x2), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'machine (2x2), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'machine (2x4), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'machine (2x4), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'machine (4x1), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'machine (4x1), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'machine (4x2), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'machine (4x2), formula', \
     $s16 using 1:2 with linespoints dt 1 pt 7 lc 9 title 'machine (4x4), model', \
     $s17 using 1:2 with linespoints dt 2 pt 6 lc 9 title 'machine (4x4), formula'
