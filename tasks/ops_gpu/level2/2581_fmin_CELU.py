"""torch.fmin -> CELU: synthesised by warpgym synth (seed 7, index 4079, torch#2, dim 0 x653)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmin -> CELU"""

    def __init__(self):
        super().__init__()
        self.celu_1 = nn.CELU()

    def forward(self, x, x1):
        x = torch.fmin(x, x1)
        x = self.celu_1(x)
        return x


def get_inputs():
    return [torch.randn(2612, 32, 32, 32), torch.randn(2612, 32, 32, 32)]


def get_init_inputs():
    return []
