"""ConstantPad2d -> torch.add: synthesised by warpgym synth (seed 7, index 2671, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> torch.add"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x, x1):
        x = self.constantpad2d_0(x)
        x = torch.add(x, x1)
        return x


def get_inputs():
    return [torch.randn(256, 512), torch.randn(258, 514)]


def get_init_inputs():
    return []
