"""torch.atan2 -> SELU: synthesised by warpgym synth (seed 7, index 6380, torch#2, dim 0 x736)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan2 -> SELU"""

    def __init__(self):
        super().__init__()
        self.selu_1 = nn.SELU()

    def forward(self, x, x1):
        x = torch.atan2(x, x1)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(5888, 256, 128), torch.randn(5888, 256, 128)]


def get_init_inputs():
    return []
