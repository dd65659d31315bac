"""ConstantPad2d -> torch.cummax -> F.hardshrink: synthesised by warpgym synth (seed 7, index 6791, torch#3, dim 0 x766)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> torch.cummax -> F.hardshrink"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad2d_0(x)
        x = torch.cummax(x, -1)[0]
        x = F.hardshrink(x)
        return x


def get_inputs():
    return [torch.randn(12256, 32, 16, 16)]


def get_init_inputs():
    return []
