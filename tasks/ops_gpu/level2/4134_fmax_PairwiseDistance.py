"""torch.fmax -> PairwiseDistance: synthesised by warpgym synth (seed 7, index 6494, torch#2, dim 0 x4303)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmax -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_1 = nn.PairwiseDistance()

    def forward(self, x, x1, x2):
        x = torch.fmax(x, x1)
        x = self.pairwisedistance_1(x, x2)
        return x


def get_inputs():
    return [torch.randn(275392, 1024), torch.randn(275392, 1024), torch.randn(275392, 1024)]


def get_init_inputs():
    return []
