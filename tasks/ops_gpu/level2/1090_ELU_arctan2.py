"""ELU -> torch.arctan2: synthesised by warpgym synth (seed 7, index 1770, torch#2, dim 0 x857)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> torch.arctan2"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()

    def forward(self, x, x1):
        x = self.elu_0(x)
        x = torch.arctan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(438784, 256), torch.randn(438784, 256)]


def get_init_inputs():
    return []
