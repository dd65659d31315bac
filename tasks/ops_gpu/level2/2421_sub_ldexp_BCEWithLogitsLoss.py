"""torch.sub -> torch.ldexp -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 3304, torch#3, dim 0 x1965)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sub -> torch.ldexp -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.bcewithlogitsloss_2 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1, x2, x3):
        x = torch.sub(x, x1)
        x = torch.ldexp(x, x2)
        x = self.bcewithlogitsloss_2(x, x3)
        return x


def get_inputs():
    return [torch.randn(31440, 64, 128), torch.randn(31440, 64, 128), torch.randn(31440, 64, 128), torch.randn(31440, 64, 128)]


def get_init_inputs():
    return []
