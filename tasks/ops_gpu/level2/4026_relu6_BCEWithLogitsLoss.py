"""F.relu6 -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 5495, torch#2, dim 0 x1148)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu6 -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.bcewithlogitsloss_1 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = F.relu6(x)
        x = self.bcewithlogitsloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(4592, 32, 32, 32), torch.randn(4592, 32, 32, 32)]


def get_init_inputs():
    return []
