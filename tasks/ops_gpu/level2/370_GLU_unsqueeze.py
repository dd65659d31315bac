"""GLU -> torch.unsqueeze: synthesised by warpgym synth (seed 7, index 567, torch#2, dim 0 x10490)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> torch.unsqueeze"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()

    def forward(self, x):
        x = self.glu_0(x)
        x = torch.unsqueeze(x, -1)
        return x


def get_inputs():
    return [torch.randn(2685440, 256)]


def get_init_inputs():
    return []
