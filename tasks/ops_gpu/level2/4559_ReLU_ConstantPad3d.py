"""ReLU -> ConstantPad3d: synthesised by warpgym synth (seed 8, index 193, torch#2, dim 0 x2439)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> ConstantPad3d"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.relu_0(x)
        x = self.constantpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(9756, 32, 32, 32)]


def get_init_inputs():
    return []
