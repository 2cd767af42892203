# 003 one to all, two nodes, gather, scatter, β = 100 τ: simulated cycles / the paper's formula, all-port nodes
# Run it in this directory: gnuplot 003.ratios_trees_large_beta.gp
$s0 << EOD
3 1.00556
4 1.00556
5 1.03207
6 1.06958
7 1.11121
8 1.15383
9 1.19585
10 1.23645
EOD
$s1 << EOD
3 1.00782
4 1.28509
5 1.44508
6 1.73751
7 2.06819
8 2.2076
9 2.54644
10 2.67495
EOD
$s2 << EOD
3 0.830751
4 0.814795
5 0.835521
6 0.819097
7 0.803262
8 0.81878
9 0.804649
10 0.818028
EOD
$s3 << EOD
3 1.37961
4 1.68857
5 1.93568
6 2.14738
7 2.31904
8 2.46361
9 2.5849
10 2.68319
EOD
$s4 << EOD
3 1.04551
4 1.03906
5 1.03138
6 1.02332
7 1.01601
8 1.01025
9 1.0062
10 1.0036
EOD
$s5 << EOD
3 1.04551
4 1.03906
5 1.03138
6 1.02332
7 1.01665
8 1.01942
9 1.02424
10 1.02725
EOD
set key below left Left reverse
set grid
set xlabel 'n (2^n nodes)'
set ylabel 'simulated / formula'
set title '003 one to all, two nodes, gather, scatter, β = 100 τ: simulated cycles / the paper''s formula, all-port nodes'
set logscale y
set terminal pngcairo noenhanced size 1100,574
set output '003.ratios_trees_large_beta.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'broadcast, full duplex, model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'pipelined broadcast, full duplex, model', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'one path, pipelined, full duplex, model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'n parallel paths, full duplex, model', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'gather, full duplex, model', \
     $s5 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'scatter, full duplex, model'
set terminal svg noenhanced size 1100,574
set output '003.ratios_trees_large_beta.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'broadcast, full duplex, model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'pipelined broadcast, full duplex, model', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'one path, pipelined, full duplex, model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'n parallel paths, full duplex, model', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'gather, full duplex, model', \
     $s5 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'scatter, full duplex, model'
