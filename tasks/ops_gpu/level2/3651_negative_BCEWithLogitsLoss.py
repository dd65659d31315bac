"""torch.negative -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 4990, torch#2, dim 0 x3974)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.negative -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.bcewithlogitsloss_1 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = torch.negative(x)
        x = self.bcewithlogitsloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(2034688, 256), torch.randn(2034688, 256)]


def get_init_inputs():
    return []
