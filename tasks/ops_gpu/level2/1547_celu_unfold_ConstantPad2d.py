"""F.celu -> F.unfold -> ConstantPad2d: synthesised by warpgym synth (seed 7, index 2471, torch#3, dim 0 x184)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.celu -> F.unfold -> ConstantPad2d"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_2 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x):
        x = F.celu(x)
        x = F.unfold(x, kernel_size=3)
        x = self.constantpad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(2944, 64, 128)]


def get_init_inputs():
    return []
