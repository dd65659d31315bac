"""ConstantPad2d -> torch.floor: synthesised by warpgym synth (seed 7, index 4032, torch#2, dim 0 x1497)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> torch.floor"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad2d_0(x)
        x = torch.floor(x)
        return x


def get_inputs():
    return [torch.randn(11976, 16, 32, 32)]


def get_init_inputs():
    return []
