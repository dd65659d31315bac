"""torch.pow -> torch.divide -> ConstantPad2d: synthesised by warpgym synth (seed 9, index 686, torch#3, dim 0 x5278)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.pow -> torch.divide -> ConstantPad2d"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_2 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x, x1):
        x = torch.pow(x, 2.0)
        x = torch.divide(x, x1)
        x = self.constantpad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(675584, 256), torch.randn(675584, 256)]


def get_init_inputs():
    return []
