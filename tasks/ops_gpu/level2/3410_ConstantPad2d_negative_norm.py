"""ConstantPad2d -> torch.negative -> torch.norm: synthesised by warpgym synth (seed 7, index 5243, torch#3, dim 0 x2439)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> torch.negative -> torch.norm"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad2d_0(x)
        x = torch.negative(x)
        x = torch.norm(x)
        return x


def get_inputs():
    return [torch.randn(39024, 32, 256)]


def get_init_inputs():
    return []
