"""F.relu6 -> SELU -> torch.asinh: synthesised by warpgym synth (seed 7, index 3230, torch#3, dim 0 x3024)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu6 -> SELU -> torch.asinh"""

    def __init__(self):
        super().__init__()
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = F.relu6(x)
        x = self.selu_1(x)
        x = torch.asinh(x)
        return x


def get_inputs():
    return [torch.randn(48384, 64, 128)]


def get_init_inputs():
    return []
