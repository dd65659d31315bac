"""ConstantPad3d -> Softsign: synthesised by warpgym synth (seed 9, index 345, torch#2, dim 0 x366)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> Softsign"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)
        self.softsign_1 = nn.Softsign()

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = self.softsign_1(x)
        return x


def get_inputs():
    return [torch.randn(5856, 32, 256)]


def get_init_inputs():
    return []
