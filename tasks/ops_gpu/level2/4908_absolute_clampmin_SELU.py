"""torch.absolute -> torch.clamp_min -> SELU: synthesised by warpgym synth (seed 9, index 285, torch#3, dim 0 x1501)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.absolute -> torch.clamp_min -> SELU"""

    def __init__(self):
        super().__init__()
        self.selu_2 = nn.SELU()

    def forward(self, x):
        x = torch.absolute(x)
        x = torch.clamp_min(x, 0.5)
        x = self.selu_2(x)
        return x


def get_inputs():
    return [torch.randn(24016, 32, 256)]


def get_init_inputs():
    return []
