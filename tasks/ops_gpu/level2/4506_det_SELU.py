"""torch.det -> SELU: synthesised by warpgym synth (seed 8, index 106, torch#2, dim 0 x14521)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.det -> SELU"""

    def __init__(self):
        super().__init__()
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = torch.det(x)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(29042, 8, 8, 16, 16)]


def get_init_inputs():
    return []
