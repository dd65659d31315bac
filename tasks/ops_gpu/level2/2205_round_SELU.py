"""torch.round -> SELU: synthesised by warpgym synth (seed 7, index 3487, torch#2, dim 0 x3889)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.round -> SELU"""

    def __init__(self):
        super().__init__()
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = torch.round(x)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(15556, 32, 32, 32)]


def get_init_inputs():
    return []
