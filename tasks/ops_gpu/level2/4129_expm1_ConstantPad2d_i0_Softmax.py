"""torch.expm1 -> ConstantPad2d -> torch.i0 -> Softmax: synthesised by warpgym synth (seed 7, index 6489, torch#4, dim 0 x366)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.expm1 -> ConstantPad2d -> torch.i0 -> Softmax"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_1 = nn.ConstantPad2d(padding=1, value=0.5)
        self.softmax_3 = nn.Softmax()

    def forward(self, x):
        x = torch.expm1(x)
        x = self.constantpad2d_1(x)
        x = torch.i0(x)
        x = self.softmax_3(x)
        return x


def get_inputs():
    return [torch.randn(93696, 512)]


def get_init_inputs():
    return []
