"""torch.matrix_exp -> ConstantPad2d -> Threshold: synthesised by warpgym synth (seed 7, index 2231, torch#3, dim 0 x10102)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.matrix_exp -> ConstantPad2d -> Threshold"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_1 = nn.ConstantPad2d(padding=1, value=0.5)
        self.threshold_2 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = torch.matrix_exp(x)
        x = self.constantpad2d_1(x)
        x = self.threshold_2(x)
        return x


def get_inputs():
    return [torch.randn(20204, 8, 8, 16, 16)]


def get_init_inputs():
    return []
