"""torch.true_divide -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 4497, torch#2, dim 0 x1599)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.true_divide -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.bcewithlogitsloss_1 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1, x2):
        x = torch.true_divide(x, x1)
        x = self.bcewithlogitsloss_1(x, x2)
        return x


def get_inputs():
    return [torch.randn(25584, 32, 16, 16), torch.randn(25584, 32, 16, 16), torch.randn(25584, 32, 16, 16)]


def get_init_inputs():
    return []
