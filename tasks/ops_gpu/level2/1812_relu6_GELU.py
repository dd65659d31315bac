"""F.relu6 -> GELU: synthesised by warpgym synth (seed 7, index 2871, torch#2, dim 0 x4089)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu6 -> GELU"""

    def __init__(self):
        super().__init__()
        self.gelu_1 = nn.GELU()

    def forward(self, x):
        x = F.relu6(x)
        x = self.gelu_1(x)
        return x


def get_inputs():
    return [torch.randn(32712, 16, 32, 32)]


def get_init_inputs():
    return []
